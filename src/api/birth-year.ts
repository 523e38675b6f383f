import type { BirthYearBody, BirthYearResponse } from '@src/contract/birth-year';
import { http } from './http';

/** States the player's year of birth, once (docs/economy.md, "Minors and paid chance"). */
export async function stateBirthYear(birthYear: number): Promise<BirthYearResponse> {
  return (await http.put<BirthYearResponse>('/user/birth_year', { birthYear } satisfies BirthYearBody)).data;
}
