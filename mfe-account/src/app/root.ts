import { combineReducers } from '@reduxjs/toolkit';
import { signInSlice } from '../features/sign-in/sign-in.slice';
import { signInSaga } from '../features/sign-in/sign-in.saga';
import { signUpSlice } from '../features/sign-up/sign-up.slice';
import { signUpSaga } from '../features/sign-up/sign-up.saga';

export const rootReducer = combineReducers({
  signIn: signInSlice.reducer,
  signUp: signUpSlice.reducer,
});

/** State of the account area's store. */
export type AccountState = ReturnType<typeof rootReducer>;

export const rootSagas = [signInSaga, signUpSaga];
