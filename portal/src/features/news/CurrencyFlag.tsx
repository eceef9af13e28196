import { Box } from '@mui/material';
import au from 'flag-icons/flags/4x3/au.svg';
import ca from 'flag-icons/flags/4x3/ca.svg';
import ch from 'flag-icons/flags/4x3/ch.svg';
import eu from 'flag-icons/flags/4x3/eu.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import jp from 'flag-icons/flags/4x3/jp.svg';
import nz from 'flag-icons/flags/4x3/nz.svg';
import us from 'flag-icons/flags/4x3/us.svg';
import { flagOfCurrency } from '../../lib/news';

const FLAG_IMAGES: Record<string, string> = { au, ca, ch, eu, gb, jp, nz, us };

/** The currency's flag (for the 8 majors) and its code. */
export function CurrencyFlag({ currency }: { currency: string }) {
  const flag = flagOfCurrency(currency);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      {flag && (
        <Box
          component="img"
          src={FLAG_IMAGES[flag.code]}
          alt={flag.country}
          title={flag.country}
          width={20}
          height={15}
          sx={{ borderRadius: 0.5, boxShadow: 1, flexShrink: 0 }}
        />
      )}
      {currency}
    </Box>
  );
}
