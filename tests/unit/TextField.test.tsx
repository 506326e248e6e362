import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../src/ui/TextField';

describe('TextField', () => {
  it('links its error message through aria-describedby', () => {
    render(
      <TextField
        label="Passwort"
        name="password"
        value=""
        onChange={() => undefined}
        error="Wird benötigt!"
      />,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Wird benötigt!');
  });

  it('has no description without an error', () => {
    render(<TextField label="Benutzername" name="username" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Benutzername').hasAttribute('aria-describedby')).toBe(false);
  });
});
