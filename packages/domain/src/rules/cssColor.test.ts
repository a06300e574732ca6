import { describe, expect, it } from 'vitest';
import { cssColor, isCssColor } from './cssColor';

describe('placeholder colours', () => {
  it.each(['#fff', '#1d3557', '#1D3557AA', 'green', ' white '])('%s is a colour', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each(['red;position:fixed;top:0', 'url(https://evil.example/x)', 'rgb(1,2,3)', '#12', 'expression(alert(1))', '', 'red !important'])('%s is refused', (value) => {
    expect(isCssColor(value)).toBe(false);
    expect(cssColor(value)).toBeUndefined();
  });

  it('renders a kept colour trimmed and nothing for anything else', () => {
    expect(cssColor(' #1d3557 ')).toBe('#1d3557');
    expect(cssColor(5)).toBeUndefined();
  });
});
