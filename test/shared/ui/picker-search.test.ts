// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { index, search, words } from '../../../shared/ui/picker/search';
import { countText } from '../../../shared/ui/picker/picker';

const places = [
  'Las Piñas City, Metro Manila',
  'Makati City, Metro Manila',
  'Manila City, Metro Manila',
  'Santa Rosa City, Laguna',
  'Santo Tomas, Davao del Norte',
  'Sto. Niño, Cagayan',
  'Sto. Tomas City, Batangas',
  'Sta. Maria, Bulacan',
  'Cebu City, Central Visayas',
  'Carcar City, Cebu',
  'Dasmariñas City, Cavite',
].map((label) => ({ label, value: label }));
const indexed = index(places, (p) => p.label);
const find = (q: string) => search(indexed, q).map((p) => p.label);

describe('picker search (ADR 0028)', () => {
  it('compares words without case, accents or punctuation', () => {
    expect(words('Sto. Niño, LAS PIÑAS')).toEqual(['sto', 'nino', 'las', 'pinas']);
  });

  it('ignores case and accents', () => {
    expect(find('las pinas')).toEqual(['Las Piñas City, Metro Manila']);
    expect(find('DASMARINAS')).toEqual(['Dasmariñas City, Cavite']);
    expect(find('niño')).toEqual(['Sto. Niño, Cagayan']);
  });

  it('reads "Sto." as "Santo" and "Sta." as "Santa", both ways', () => {
    expect(find('santo tomas')).toEqual(['Santo Tomas, Davao del Norte', 'Sto. Tomas City, Batangas']);
    expect(find('sto tomas')).toEqual(['Santo Tomas, Davao del Norte', 'Sto. Tomas City, Batangas']);
    expect(find('Sto. Niño')).toEqual(['Sto. Niño, Cagayan']);
    expect(find('santo nino')).toEqual(['Sto. Niño, Cagayan']);
    expect(find('santa maria')).toEqual(['Sta. Maria, Bulacan']);
    expect(find('sta rosa')).toEqual(['Santa Rosa City, Laguna']);
  });

  it('takes the words in any order, each as the start of a word', () => {
    expect(find('city cebu')).toEqual(['Cebu City, Central Visayas', 'Carcar City, Cebu']);
    expect(find('mak')).toEqual(['Makati City, Metro Manila']);
    expect(find('bul maria')).toEqual(['Sta. Maria, Bulacan']);
    expect(find('akati')).toEqual([]);
  });

  it('puts places whose name starts with the first word before those that only lie in it', () => {
    expect(find('cebu')).toEqual(['Cebu City, Central Visayas', 'Carcar City, Cebu']);
    expect(find('manila')[0]).toBe('Manila City, Metro Manila');
    expect(find('manila')).toHaveLength(3);
  });

  it('an empty query keeps every option in its order', () => {
    expect(find('  ')).toEqual(places.map((p) => p.label));
  });

  it('says how many match and, when the list is cut, that typing narrows it', () => {
    expect(countText(1642, 50, '')).toBe('Showing 50 of 1,642. Type to find yours.');
    expect(countText(3, 3, 'manila')).toBe('3 found.');
    expect(countText(0, 0, 'Atlantis')).toBe('Nothing matches "Atlantis".');
    expect(countText(0, 0, 'Atlantis', true)).toBe('Nothing matches "Atlantis". Choose "Other: type it" to enter it.');
    expect(countText(31, 31, '')).toBe('31 options.');
  });
});
