import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { TextField } from './text-field.tsx';

useScreenTests();

function Field({ inputMode }: { inputMode: 'decimal' | 'text' }) {
  const [value, setValue] = useState('');
  return <TextField testId="field" value={value} onChange={setValue} inputMode={inputMode} />;
}

async function type(text: string) {
  const input = byTestId('field') as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return input.value;
}

describe('a text field', () => {
  it('reads the comma of a German keypad as the decimal point in a decimal field', async () => {
    await mount(<Field inputMode="decimal" />);
    expect(await type('12345,67')).toBe('12345.67');
  });

  it('leaves a comma alone anywhere else', async () => {
    await mount(<Field inputMode="text" />);
    expect(await type('Müller, Anna')).toBe('Müller, Anna');
  });
});
