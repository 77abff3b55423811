import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../app/i18n/i18n';
import { passwordChangeProblem, validateValue } from './rules';

beforeAll(() => initI18n());

describe('shared rule set messages', () => {
  it('positive', () => {
    expect(validateValue('positive', '-1', 'Amount')).toBe('Please enter positive number!');
    expect(validateValue('positive', '0', 'Amount')).toBeUndefined();
  });

  it('credit card', () => {
    expect(validateValue('credit_card', '4111111111111111', 'Card')).toBe('It is not valid credit card!');
    expect(validateValue('credit_card', '371449635398431', 'Card')).toBeUndefined();
  });

  it('password', () => {
    expect(validateValue('password', 'abcdefgh', 'Password')).toBe(
      'Your Password must contain at least one uppercase, one lowercase, one special character and one digit',
    );
    expect(validateValue('password', 'Abcdef1!', 'Password')).toBeUndefined();
    expect(validateValue('password', 'Abc1!', 'Password')).toBeDefined();
  });

  it('url accepts empty and rejects garbage', () => {
    expect(validateValue('url', '', 'Link')).toBeUndefined();
    expect(validateValue('url', 'not a url', 'Link')).toBe('URL is invalid');
    expect(validateValue('url', 'https://example.com/a', 'Link')).toBeUndefined();
  });

  it('min', () => {
    expect(validateValue('min:8', 'abc', 'Secret')).toBe('Secret is too short, you want to get hacked?');
  });

  it('required, email, between, digits and confirmed', () => {
    expect(validateValue('required', ' ', 'Name')).toBe('The Name field is required');
    expect(validateValue('email', 'a@b', 'Email')).toBe('The Email field must be a valid email');
    expect(validateValue('between:1,10', '11', 'Days')).toBe('The Days field must be between 1 and 10');
    expect(validateValue('digits:4', '12a4', 'PIN')).toBe('The PIN field must be numeric and exactly contain 4 digits');
    expect(validateValue('confirmed:password', 'x', 'Again', { password: 'y' })).toBe('The Again field confirmation does not match');
  });

  it('rejects an unknown rule name loudly', () => {
    expect(() => validateValue('nonsense', 'x', 'X')).toThrow(/Unknown validation rule/);
  });
});

describe('change password checks', () => {
  const initial = '123456';
  it('check1: the new password must not be the initial password', () => {
    expect(passwordChangeProblem({ oldPassword: 'Old@1234', newPassword: initial, newPassword1: initial }, initial)).toBe('password.check1');
  });
  it('check2: the new password must differ from the old one', () => {
    expect(passwordChangeProblem({ oldPassword: 'Same@1234', newPassword: 'Same@1234', newPassword1: 'Same@1234' }, initial)).toBe('password.check2');
  });
  it('check3: both entries must match', () => {
    expect(passwordChangeProblem({ oldPassword: 'Old@1234', newPassword: 'New@1234', newPassword1: 'New@12345' }, initial)).toBe('password.check3');
  });
  it('accepts a proper change', () => {
    expect(passwordChangeProblem({ oldPassword: 'Old@1234', newPassword: 'New@1234', newPassword1: 'New@1234' }, initial)).toBeUndefined();
  });
});
