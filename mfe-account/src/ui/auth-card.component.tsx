import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@homeworth/shared-lib';

const Card = styled.section`
  max-width: 440px;
  margin: 48px auto;
  padding: 32px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  box-shadow: ${({ theme }) => theme.shadow};
  ${media.below('xs')} {
    margin: 24px 12px;
    padding: 24px 20px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 1.75rem;
    color: ${({ theme }) => theme.colors.secondary};
  }
  form > button[type='submit'] {
    width: 100%;
    margin-top: 8px;
  }
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FormError = styled.p`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
  font-weight: 500;
`;

export const Aside = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of the sign-in and signup forms. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Card>
      <h1>{title}</h1>
      <Lead>{lead}</Lead>
      {children}
    </Card>
  );
}
