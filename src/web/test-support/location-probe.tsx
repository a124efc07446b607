import { useLocation, useNavigationType } from 'react-router-dom';

/** Shows where the router is and how it got there (PUSH, REPLACE or POP), for assertions. */
export function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <>
      <span data-testid="path">{location.pathname}</span>
      <span data-testid="navigation-type">{type}</span>
    </>
  );
}

/** Where a page sent the reader: the path and the navigation state (test id `elsewhere`). */
export function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}
