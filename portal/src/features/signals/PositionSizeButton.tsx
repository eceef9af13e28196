import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import type { SignalView } from '../../lib/signals';
import { PositionSizeCalculator } from './PositionSizeCalculator';

/**
 * A 'Lots' button on a signal's card, or a calculator icon in its table row (where the columns
 * leave no room for a label), that opens the position-size calculator.
 */
export function PositionSizeButton({ signal, iconOnly = false }: { signal: SignalView; iconOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const name = `Lots: position size for ${signal.symbol} ${signal.type}`;
  return (
    <>
      {iconOnly ? (
        <Tooltip title="Position size" describeChild>
          <IconButton size="small" onClick={() => setOpen(true)} aria-label={name} aria-haspopup="dialog">
            <CalculateOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<CalculateOutlinedIcon />}
          onClick={() => setOpen(true)}
          aria-label={name}
          aria-haspopup="dialog"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Lots
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          Position size · {signal.symbol} {signal.type}
        </DialogTitle>
        {/* MUI drops the content's top padding after a title; the first field's floating label needs it. */}
        <DialogContent sx={{ '&&': { pt: 1 } }}>
          {open && (
            <PositionSizeCalculator
              signalId={signal.id}
              symbol={signal.symbol}
              side={signal.type}
              entry={signal.price}
              stopLoss={signal.stopLoss}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
