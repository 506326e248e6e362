import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminListPanel } from '../../../src/ui/AdminListPanel';
import { CustomerContent } from '../../../src/ui/CustomerContent';

const texts = {
  heading: 'Liste',
  reload: 'Aktualisieren',
  intro: 'Einleitung',
  loading: 'Lädt …',
  loadFailed: 'Fehlgeschlagen',
  empty: 'Leer',
};
const reload = vi.fn(() => Promise.resolve());

describe('CustomerContent', () => {
  const props = {
    status: 'Gespeichert',
    statusTestId: 's',
    noCustomer: 'Kein Kunde',
    loading: 'Lädt',
  };

  it('shows the status line and the hint without a delivery customer', () => {
    render(
      <CustomerContent {...props} lieferkundeNr={null} data={1}>
        {() => 'Inhalt'}
      </CustomerContent>,
    );
    expect(screen.getByTestId('s').textContent).toBe('Gespeichert');
    expect(screen.getByText('Kein Kunde')).toBeTruthy();
    expect(screen.queryByText('Inhalt')).toBeNull();
  });

  it('hands the loaded data and the customer to the content', () => {
    render(
      <CustomerContent {...props} lieferkundeNr={7} data={{ n: 3 }}>
        {(data, nr) => `Inhalt ${data.n} ${nr}`}
      </CustomerContent>,
    );
    expect(screen.getByText('Inhalt 3 7')).toBeTruthy();
  });
});

describe('AdminListPanel', () => {
  const panel = (state: 'loading' | 'ready' | 'failed', count: number | null) =>
    render(
      <AdminListPanel
        texts={texts}
        testId="p"
        state={state}
        reload={reload}
        count={count}
        list="Tabelle"
      >
        <form aria-label="Formular" />
      </AdminListPanel>,
    );

  it('is named by its heading and shows the list once loaded, with its form', () => {
    panel('ready', 2);
    expect(screen.getByRole('region', { name: 'Liste' }).getAttribute('data-testid')).toBe('p');
    expect(screen.getByText('Tabelle')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Formular' })).toBeTruthy();
  });

  it('says when the list is empty or failed to load', () => {
    panel('ready', 0);
    expect(screen.getByText('Leer')).toBeTruthy();
    panel('failed', 2);
    expect(screen.getByText('Fehlgeschlagen')).toBeTruthy();
  });

  it('keeps a loaded list while reloading', () => {
    panel('loading', 2);
    expect(screen.getByText('Tabelle')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aktualisieren' }).disabled).toBe(
      true,
    );
  });
});
