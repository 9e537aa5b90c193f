import { Route, Routes } from 'react-router-dom';
import { SignInPage } from '../features/sign-in/sign-in-page.component';
import { SignUpPage } from '../features/sign-up/sign-up-page.component';
import { SignOutPage } from '../features/sign-out/sign-out-page.component';

/** Routes of the account area (shell-and-account.md §2, app host). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/logout" element={<SignOutPage />} />
    </Routes>
  );
}
