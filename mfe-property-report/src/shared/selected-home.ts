import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readKukunId, readMyHome, subscribePropertySelected } from '@homeworth/shared-lib';

/** kukunId of the home a page is about: `?id=` first, else the selected home (kukun_id / my_home cookies). */
export function useSelectedKukunId(): number | null {
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => readKukunId() ?? readMyHome()?.propertyId ?? null);
  useEffect(() => subscribePropertySelected(({ home }) => setSelected(readKukunId() ?? home?.propertyId ?? null)), []);
  const fromQuery = Number(params.get('id'));
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : selected;
}
