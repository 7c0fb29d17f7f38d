import { act } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { testI18n } from '@pulp/shared/test/render';
import en from '../i18n/en.json';

/** The shell's English texts, loaded synchronously. */
export function shellI18n() {
  return testI18n(en);
}

/** Shows where the router is, so tests can see navigation (or its absence). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Lets pending fetches and the state updates they cause finish inside act. */
export async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
