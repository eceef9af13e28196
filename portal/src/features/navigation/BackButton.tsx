import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, type ButtonProps } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { backTargetFor } from '../../lib/back-target';

/** Goes to the page's fixed back target (spec section 2), else one step back in history. */
export function BackButton({ label = 'Back', ...props }: { label?: string } & Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goBack = () => {
    const target = backTargetFor(pathname);
    if (target) navigate(target);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
  return (
    <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={goBack} {...props}>
      {label}
    </Button>
  );
}
