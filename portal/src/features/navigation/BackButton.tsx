import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, type ButtonProps } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { backTargetFor } from '../../lib/back-target';
import { CollapsingButton } from '../layout/CollapsingButton';

/**
 * Goes to the page's fixed back target (spec section 2), else one step back in history.
 * `compact`: only the arrow on a phone, for the one-row headers.
 */
export function BackButton({
  label = 'Back',
  compact = false,
  ...props
}: { label?: string; compact?: boolean } & Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    const target = backTargetFor(pathname);
    if (target) void navigate(target);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  if (compact)
    return <CollapsingButton icon={<ArrowBackIcon />} label={label} color="inherit" onClick={goBack} {...props} />;
  return (
    <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={goBack} {...props}>
      {label}
    </Button>
  );
}
