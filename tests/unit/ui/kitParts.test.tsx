import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminForm, adminFieldParts } from '../../../src/ui/AdminForm';
import { DetailHead } from '../../../src/ui/DetailHead';
import { DetailsToggle } from '../../../src/ui/DetailsToggle';
import { FieldAlert } from '../../../src/ui/FieldAlert';

describe('AdminForm', () => {
  it('is named by its heading; the refusal is an alert, what was done a status; submit waits while busy', () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <AdminForm
        formId="f"
        heading="Neue Umfrage"
        onSubmit={onSubmit}
        error="Abgelehnt"
        done="Angelegt"
        busy
        submitLabel="Wird angelegt …"
      >
        <p>Felder</p>
      </AdminForm>,
    );
    expect(screen.getByRole('form', { name: 'Neue Umfrage' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Abgelehnt');
    expect(screen.getByRole('status').textContent).toBe('Angelegt');
    const submit = screen.getByRole('button', { name: 'Wird angelegt …' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives a field its hint and an error line that is always there', () => {
    const { hint, message, fieldId } = adminFieldParts<'title'>('f', { title: 'Zu lang' });
    const { container } = render(
      <>
        {hint('title', 'Höchstens 80 Zeichen')}
        {message('title')}
      </>,
    );
    expect(fieldId('title')).toBe('f-title');
    expect(container.querySelector('#f-title-hint')?.textContent).toBe('Höchstens 80 Zeichen');
    expect(container.querySelector('#f-title-error')?.getAttribute('aria-live')).toBe('polite');
    expect(container.querySelector('#f-title-error')?.textContent).toBe('Zu lang');
  });
});

describe('DetailHead and DetailsToggle', () => {
  it('puts the focus on the heading when the detail opens; back goes back', () => {
    const onBack = vi.fn();
    render(
      <DetailHead
        level={3}
        title="Lieferung 1"
        meta="12.11.2026"
        backLabel="Zurück"
        onBack={onBack}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Lieferung 1' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('says whether the detail is open and names it only while it is there', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <DetailsToggle open={false} detailId="d" label="Details zeigen" onToggle={onToggle}>
        Details
      </DetailsToggle>,
    );
    const button = screen.getByRole('button', { name: 'Details zeigen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(
      <DetailsToggle open detailId="d" label="Details ausblenden" onToggle={onToggle}>
        Details
      </DetailsToggle>,
    );
    const open = screen.getByRole('button', { name: 'Details ausblenden' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(open.getAttribute('aria-controls')).toBe('d');
  });
});

describe('FieldAlert', () => {
  it('announces an error under the id the control names, and is nothing without one', () => {
    const { container, rerender } = render(<FieldAlert id="q-error" error="Höchstens 999" />);
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('q-error');
    expect(alert.textContent).toBe('Höchstens 999');
    rerender(<FieldAlert id="q-error" error="" />);
    expect(container.innerHTML).toBe('');
  });
});
