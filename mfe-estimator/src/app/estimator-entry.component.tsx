import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useSession } from '@homeworth/shared-lib';
import { homeFactsRequested } from '../home-facts/home-facts.slice';
import { pendingSaveCheckRequested } from '../features/save-plan/save-plan.slice';

/**
 * What the estimator does whenever it opens a page or the user signs in: learn the home's facts
 * (a report link's query, the claimed home) and save an estimate a guest asked to save.
 */
export function EstimatorEntry() {
  const dispatch = useDispatch();
  const { search } = useLocation();
  const { isLoggedIn } = useSession();
  useEffect(() => {
    dispatch(homeFactsRequested({ search, signedIn: isLoggedIn }));
  }, [dispatch, search, isLoggedIn]);
  useEffect(() => {
    if (isLoggedIn) dispatch(pendingSaveCheckRequested());
  }, [dispatch, isLoggedIn]);
  return null;
}
