import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { CircularProgress } from '@mui/material';
import { CollapsingButton } from '../../features/layout/CollapsingButton';

/** /app's "AI Signals": an action (run the analysis, then reload), drawn as a button, not as a page link. */
export function GenerateSignalsButton({ onGenerate, generating }: { onGenerate: () => void; generating: boolean }) {
  return (
    <CollapsingButton
      variant="outlined"
      color="primary"
      label="AI Signals"
      title="Run the AI analysis now and add any new signals"
      icon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
      onClick={onGenerate}
      disabled={generating}
    />
  );
}
