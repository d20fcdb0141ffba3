import { data } from 'react-router';

/** Unmatched paths: HTTP 404, rendered by the shell's error boundary as 'Page not found'. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
