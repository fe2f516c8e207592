import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { palette } from '#ds/theme/tokens.ts';
import { type CountryOption, isPlausiblePhone, PhoneField } from './PhoneField.tsx';

/** A palette token as the `rgb()` string getComputedStyle reports. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const countries: CountryOption[] = [
  { code: 'DE', dial: '+49', label: 'Germany' },
  { code: 'US', dial: '+1', label: 'United States' },
  { code: 'CA', dial: '+1', label: 'Canada' },
  { code: 'LT', dial: '+370', label: 'Lithuania' },
];

const select = (container: HTMLElement) => container.querySelector('select') as HTMLSelectElement;
const tel = (container: HTMLElement) => container.querySelector('input[type="tel"]') as HTMLInputElement;

const describedText = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('isPlausiblePhone', () => {
  it('accepts 6–14 digit national numbers, ignoring spaces, dashes and parentheses', () => {
    expect(isPlausiblePhone('+49', '030 1234567')).toBe(true);
    expect(isPlausiblePhone('+49', '(030) 123-4567')).toBe(true);
    expect(isPlausiblePhone('+1', '415-555-0132')).toBe(true);
    expect(isPlausiblePhone('+370', '612 34567')).toBe(true);
    expect(isPlausiblePhone('+49', '123456')).toBe(true);
    expect(isPlausiblePhone('+49', '12345678901234')).toBe(true);
    expect(isPlausiblePhone('+1-684', '733 1234')).toBe(true);
  });

  it('rejects numbers with too few or too many digits', () => {
    expect(isPlausiblePhone('+49', '12345')).toBe(false);
    expect(isPlausiblePhone('+49', '123 45')).toBe(false);
    expect(isPlausiblePhone('+49', '123456789012345')).toBe(false);
    expect(isPlausiblePhone('+49', '')).toBe(false);
    expect(isPlausiblePhone('+49', ' - ( ) ')).toBe(false);
  });

  it('rejects anything but digits and separators in the number', () => {
    expect(isPlausiblePhone('+49', '030 12345a7')).toBe(false);
    expect(isPlausiblePhone('+49', '+49 30 1234567')).toBe(false);
    expect(isPlausiblePhone('+49', '030.1234567')).toBe(false);
    expect(isPlausiblePhone('+49', '030/1234567')).toBe(false);
  });

  it('rejects a malformed calling code', () => {
    expect(isPlausiblePhone('', '0301234567')).toBe(false);
    expect(isPlausiblePhone('+', '0301234567')).toBe(false);
    expect(isPlausiblePhone('+12345', '0301234567')).toBe(false);
    expect(isPlausiblePhone('DE', '0301234567')).toBe(false);
  });
});

describe('PhoneField', () => {
  afterEach(cleanup);

  it('labels the number and the calling-code select, with no axe violations', async () => {
    const { container } = await render(
      <PhoneField label="Phone number" countryLabel="Country calling code" countries={countries} defaultCountry="DE" />,
    );
    expect(tel(container).labels?.[0]?.textContent).toBe('Phone number');
    expect(tel(container).autocomplete).toBe('tel-national');
    expect(select(container).getAttribute('aria-label')).toBe('Country calling code');
    expect([...select(container).options].map((option) => [option.value, option.text])).toEqual([
      ['DE', 'Germany (+49)'],
      ['US', 'United States (+1)'],
      ['CA', 'Canada (+1)'],
      ['LT', 'Lithuania (+370)'],
    ]);
    expect(select(container).value).toBe('DE');
    expect(tel(container).hasAttribute('aria-invalid')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('wires hint and error to the number input and announces the error, with no axe violations', async () => {
    const { container } = await render(
      <PhoneField
        label="Phone number"
        hint="For delivery questions only."
        error="Enter a phone number with 6 to 14 digits."
        countryLabel="Country calling code"
        countries={countries}
        required
      />,
    );
    expect(tel(container).getAttribute('aria-invalid')).toBe('true');
    expect(tel(container).getAttribute('aria-required')).toBe('true');
    expect(describedText(tel(container))).toEqual(['For delivery questions only.', 'Enter a phone number with 6 to 14 digits.']);
    expect(container.querySelector('[aria-live]')?.textContent).toBe('Enter a phone number with 6 to 14 digits.');
    await expect.poll(() => getComputedStyle(tel(container)).borderTopColor).toBe(rgb(palette.danger));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disables both controls, with no axe violations', async () => {
    const { container } = await render(
      <PhoneField label="Phone number" countryLabel="Country calling code" countries={countries} disabled />,
    );
    expect(select(container).disabled).toBe(true);
    expect(tel(container).disabled).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps countries that share a dial code apart and reports the chosen code', async () => {
    const onCountryChange = vi.fn();
    const { container } = await render(
      <PhoneField
        label="Phone number"
        countryLabel="Country calling code"
        countries={countries}
        defaultCountry="US"
        onCountryChange={onCountryChange}
      />,
    );
    const face = () => select(container).nextElementSibling;
    expect(face()?.textContent).toBe('US+1');
    expect(face()?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.selectOptions(select(container), 'CA');
    expect(select(container).value).toBe('CA');
    expect(onCountryChange).toHaveBeenCalledWith('CA', expect.anything());
    expect(face()?.textContent).toBe('CA+1');
  });

  it('keeps the dial code visible at 320 px while the select covers the compact face', async () => {
    const [width, height] = [window.innerWidth, window.innerHeight];
    await page.viewport(320, 800);
    onTestFinished(() => page.viewport(width, height));
    const { container } = await render(
      <PhoneField
        label="Phone number"
        countryLabel="Country calling code"
        countries={[...countries, { code: 'BA', dial: '+387', label: 'Bosnia and Herzegovina' }]}
        defaultCountry="BA"
      />,
    );
    const face = select(container).nextElementSibling as HTMLElement;
    const faceBox = face.getBoundingClientRect();
    const selectBox = select(container).getBoundingClientRect();
    expect(face.scrollWidth).toBeLessThanOrEqual(face.clientWidth);
    expect(selectBox.width).toBeCloseTo(faceBox.width, 0);
    expect(selectBox.height).toBeCloseTo(faceBox.height, 0);
    expect(tel(container).getBoundingClientRect().width).toBeGreaterThan(selectBox.width);
    // The face paints above the select (it ignores the pointer, so lift that to probe it).
    face.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(faceBox.left + faceBox.width / 4, faceBox.top + faceBox.height / 2);
    expect(face.contains(hit)).toBe(true);
    expect(face.textContent).toBe('BA+387');
  });

  it('is reached with Tab in order select, number and takes typed digits', async () => {
    const { container } = await render(
      <PhoneField label="Phone number" countryLabel="Country calling code" countries={countries} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(select(container));
    await userEvent.tab();
    expect(document.activeElement).toBe(tel(container));
    await userEvent.keyboard('030 123 4567');
    expect(tel(container).value).toBe('030 123 4567');
    expect(isPlausiblePhone('+49', tel(container).value)).toBe(true);
  });

  it('submits the country code and the number under their names', async () => {
    const { container } = await render(
      <form>
        <PhoneField
          label="Phone number"
          countryLabel="Country calling code"
          countries={countries}
          defaultCountry="LT"
          countryName="phoneCountry"
          name="phone"
          defaultValue="612 34567"
        />
      </form>,
    );
    const data = new FormData(container.querySelector('form') as HTMLFormElement);
    expect(data.get('phoneCountry')).toBe('LT');
    expect(data.get('phone')).toBe('612 34567');
  });
});
