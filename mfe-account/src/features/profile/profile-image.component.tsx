import { useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@homeworth/shared-lib';
import type { AccountState } from '../../app/root';
import { FormError } from '../../ui/auth-card.component';
import { DEFAULT_AVATAR } from '../../ui/default-avatar';
import { PROFILE_IMAGE_URL } from './profile.api';
import { imageUploadRequested } from './profile.slice';

const Row = styled.div`
  display: flex;
  gap: 20px;
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: 16px;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** The profile picture with its upload button (png/jpeg, at most 15MB; default picture on failure). */
export function ProfileImage() {
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const { profile, uploading, imageError, imageVersion } = useSelector((s: AccountState) => s.profile);
  const [failed, setFailed] = useState<number | null>(null);
  const src = profile?.hasProfileImage && failed !== imageVersion ? `${PROFILE_IMAGE_URL}?v=${imageVersion}` : DEFAULT_AVATAR;

  return (
    <Row>
      <img src={src} alt="Your profile avatar" onError={() => setFailed(imageVersion)} />
      <div>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label="Profile image file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) dispatch(imageUploadRequested(file));
            e.target.value = '';
          }}
        />
        <Button variant="secondary" loading={uploading} onClick={() => input.current?.click()}>
          Upload a photo
        </Button>
        <p>PNG or JPEG, up to 15MB.</p>
        {imageError ? <FormError role="alert">{imageError}</FormError> : null}
      </div>
    </Row>
  );
}
