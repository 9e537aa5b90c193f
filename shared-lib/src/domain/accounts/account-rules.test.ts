import { formatPhone, mobileProblem, personNameProblem, profileEmailProblem, profileImageProblem, PROFILE_MESSAGES } from './account-rules';

describe('profile form rules', () => {
  it('names: required, letters and spaces only, at least 2 letters', () => {
    expect(personNameProblem(' ', 'first')).toBe('First name is required');
    expect(personNameProblem('', 'last')).toBe('Last name is required');
    expect(personNameProblem('Ann3', 'first')).toBe('Only alphabets are allowed for this field');
    expect(personNameProblem('A', 'first')).toBe('Atleast 2 alphabets required');
    expect(personNameProblem('Mary Ann', 'first')).toBeNull();
  });

  it('mobile: required, valid characters, exactly 10 digits', () => {
    expect(mobileProblem('')).toBe('Mobile number is required');
    expect(mobileProblem('555-abc-1234')).toBe('Please enter a valid mobile number');
    expect(mobileProblem('555 123 123')).toBe('Mobile number must be 10 digits');
    expect(mobileProblem('(555) 123-1234')).toBeNull();
    expect(formatPhone('5551231234')).toBe('(555) 123-1234');
    expect(formatPhone('+1 555 123 1234')).toBe('(555) 123-1234');
    expect(formatPhone('555-1234')).toBe('555-1234');
  });

  it('email must have @ and a domain with a dot', () => {
    expect(profileEmailProblem('jane@example')).toBe('Please enter a valid email');
    expect(profileEmailProblem('jane@example.com')).toBeNull();
  });

  it('profile image: png or jpeg, at most 15MB', () => {
    expect(profileImageProblem('image/gif', 10)).toBe(PROFILE_MESSAGES.fileTypeNotAllowed);
    expect(profileImageProblem('image/png', 15 * 1024 * 1024 + 1)).toBe('File size not allowed, size limit exceeded. Max size 15MB.');
    expect(profileImageProblem('image/jpeg', 15 * 1024 * 1024)).toBeNull();
  });
});
