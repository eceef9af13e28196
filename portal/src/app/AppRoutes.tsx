import { useRoutes } from 'react-router';
import { PageTitle } from './PageTitle';
import { routes } from './routes';

/** The page for the address, and the tab named after it (the browser's router and the pre-render share it). */
export function AppRoutes() {
  return (
    <>
      <PageTitle />
      {useRoutes(routes)}
    </>
  );
}
