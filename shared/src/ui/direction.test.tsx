import { act, render, screen } from '@testing-library/react';
import { useLocaleContext } from '@chakra-ui/react';
import { i18n } from '../i18n';
import { MIRRORED, PulpIcon } from './icons';
import { UiProvider } from './provider';

function Direction() {
  const { locale, dir } = useLocaleContext();
  return <output>{`${locale} ${dir}`}</output>;
}

describe('reading direction', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'en', resources: {} });
  });

  it('gives Chakra\'s parts the locale and direction of the language in use, following a switch', async () => {
    render(
      <UiProvider>
        <Direction />
      </UiProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en ltr');
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByRole('status')).toHaveTextContent('ar rtl');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await act(() => i18n.changeLanguage('pt_BR'));
    expect(screen.getByRole('status')).toHaveTextContent('pt-BR ltr');
  });

  it('mirrors the icons that point along the text, and only those', () => {
    const { container } = render(
      <>
        <PulpIcon name="chevronRight" />
        <PulpIcon name="search" className="own" />
      </>,
    );
    const [chevron, search] = container.querySelectorAll('svg');
    expect(chevron).toHaveClass('pulp-icon-mirrored');
    expect(search).toHaveAttribute('class', 'own');
    expect([...MIRRORED]).toEqual(expect.arrayContaining(['chevronLeft', 'chevronRight', 'login', 'logout']));
  });
});
