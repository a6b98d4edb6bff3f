// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityControl, quantityFromInput } from './quantity-control';

afterEach(cleanup);

describe('quantityFromInput (spec sections 4 and 5)', () => {
  it('takes a whole number within 1..stock', () => {
    expect(quantityFromInput('1', 5)).toBe(1);
    expect(quantityFromInput('3', 5)).toBe(3);
    expect(quantityFromInput(' 5 ', 5)).toBe(5);
  });

  it('ignores values outside 1..stock', () => {
    expect(quantityFromInput('0', 5)).toBeNull();
    expect(quantityFromInput('-2', 5)).toBeNull();
    expect(quantityFromInput('6', 5)).toBeNull();
    expect(quantityFromInput('2.5', 5)).toBeNull();
  });

  it('counts text that is not a number as 1', () => {
    expect(quantityFromInput('', 5)).toBe(1);
    expect(quantityFromInput('abc', 5)).toBe(1);
    expect(quantityFromInput('  ', 5)).toBe(1);
  });
});

function Harness({ stock, initial = 1 }: { stock: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityControl value={value} max={stock} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const box = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const value = () => Number(screen.getByTestId('value').textContent);

describe('QuantityControl', () => {
  it('starts at 1 with minus disabled', () => {
    render(<Harness stock={3} />);
    expect(box().value).toBe('1');
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
  });

  it('plus stops at the stock level, minus at 1', () => {
    render(<Harness stock={3} />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(value()).toBe(3);
    expect(plus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(value()).toBe(3);
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(value()).toBe(1);
    expect(minus().disabled).toBe(true);
  });

  it('takes a typed value within range and ignores one outside it', () => {
    render(<Harness stock={4} />);
    fireEvent.change(box(), { target: { value: '4' } });
    expect(value()).toBe(4);
    expect(plus().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '9' } });
    expect(value()).toBe(4);
    expect(box().value).toBe('4');
    fireEvent.change(box(), { target: { value: '0' } });
    expect(value()).toBe(4);
  });

  it('counts an emptied box as 1, and shows 1 again on leaving it', () => {
    render(<Harness stock={4} initial={3} />);
    fireEvent.change(box(), { target: { value: '' } });
    expect(value()).toBe(1);
    expect(box().value).toBe('');
    fireEvent.blur(box());
    expect(box().value).toBe('1');
  });

  it('is disabled entirely at stock 0', () => {
    render(<Harness stock={0} />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    expect(box().disabled).toBe(true);
  });
});
