import { Box, Skeleton, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * Drawn in the browser: what it holds (a wallet address, a two-factor secret) never goes to a
 * third-party image service.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  // The value whose code could not be drawn (one too long for a QR code): a new value tries again.
  const [failedValue, setFailedValue] = useState<string | null>(null);
  const failed = failedValue === value;
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(value, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => current && setDataUrl(url),
      () => current && setFailedValue(value),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, width: 'fit-content', mx: 'auto' }}>
      {failed ? (
        <Typography sx={{ width: 200, color: '#333' }}>
          The QR code could not be drawn: copy the text on this page instead.
        </Typography>
      ) : dataUrl ? (
        <img src={dataUrl} alt={label} width={200} height={200} style={{ display: 'block' }} />
      ) : (
        <Skeleton variant="rectangular" width={200} height={200} />
      )}
    </Box>
  );
}
