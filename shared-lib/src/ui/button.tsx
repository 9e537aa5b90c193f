import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Button look: filled primary, outlined secondary, or plain link-like. */
export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a busy state; a loading button is disabled. */
  loading?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onDark};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
            border-color: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.primary};
            text-decoration: underline;
            padding: 10px 4px;
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.quinary};
    outline-offset: 2px;
  }
`;

/** The product's button; `loading` disables it and says so to assistive technology. */
export function Button({ variant = 'primary', loading = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton $variant={variant} type={type} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? 'Please wait…' : children}
    </StyledButton>
  );
}
