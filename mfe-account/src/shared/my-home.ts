import { firstValidHome, selectHome, type MyHome, type UserPropertyEntry } from '@homeworth/shared-lib';

/** Whether this home is the selected one (my_home). */
export function isMyHome(home: UserPropertyEntry, myHome: MyHome | null): boolean {
  return myHome !== null && myHome.propertyId === home.property.propertyId;
}

/**
 * Makes a home my_home with its kukun_id through the session library, built the way the
 * login side effect builds it; a home with an incomplete address is not chosen (returns false).
 */
export function chooseMyHome(home: UserPropertyEntry): boolean {
  const choice = firstValidHome([home]);
  if (!choice) return false;
  selectHome(choice.home, choice.kukunId);
  return true;
}
