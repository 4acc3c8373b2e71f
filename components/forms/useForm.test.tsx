/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type FormEvent } from 'react';
import { useForm } from './useForm';

/** A form that lists every problem above its fields (as the prescription forms do). */
function SummaryForm({ send }: { send: (values: { first: string; second: string }) => Promise<boolean> }) {
  const done = useRef<HTMLParagraphElement>(null);
  const form = useForm(
    { first: '', second: '' },
    {
      rules: (values) => (['first', 'second'] as const).filter((field) => !values[field].trim()),
      focusAfterAttempt: (): HTMLElement | null => (form.problems.length ? document.getElementById(form.problems[0]) : done.current),
    },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setTried(true);
    if (!form.values.first.trim() || !form.values.second.trim()) return form.attempted();
    await form.run(() => send(form.values));
    form.attempted();
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={form.busy || undefined}>
      <ul aria-label="problems">
        {form.problems.map((field) => (
          <li key={field}>{field} missing</li>
        ))}
      </ul>
      {(['first', 'second'] as const).map((field) => (
        <input
          key={field}
          id={field}
          aria-label={field}
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value)}
        />
      ))}
      <p ref={done} tabIndex={-1}>
        done
      </p>
      <button type="submit">Send</button>
    </form>
  );
}

const problems = () => screen.getByRole('list', { name: 'problems' }).textContent;

describe('useForm with rules (a summary of every problem)', () => {
  it('shows nothing before a try, then every problem, re-checked as the shopper types, the focus on the first', async () => {
    const send = jest.fn().mockResolvedValue(true);
    render(<SummaryForm send={send} />);
    fireEvent.change(screen.getByLabelText('second'), { target: { value: 'x' } });
    expect(problems()).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(problems()).toBe('first missing');
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('second'), { target: { value: '' } });
    expect(problems()).toBe('first missingsecond missing');
    fireEvent.change(screen.getByLabelText('first'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('second'), { target: { value: 'b' } });
    expect(problems()).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(send).toHaveBeenCalledWith({ first: 'a', second: 'b' });
    expect(document.activeElement).toBe(screen.getByText('done'));
    // Nothing typed is lost.
    expect(screen.getByLabelText('first')).toHaveProperty('value', 'a');
  });
});
