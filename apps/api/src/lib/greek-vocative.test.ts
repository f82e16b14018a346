import { describe, expect, it } from 'vitest';
import { greekVocative } from './greek-vocative.ts';

describe('greekVocative', () => {
  it.each([
    // -ος stressed on the last but one syllable → -ο
    ['Γιώργος', 'Γιώργο'],
    ['Νίκος', 'Νίκο'],
    ['Πέτρος', 'Πέτρο'],
    ['Παύλος', 'Παύλο'],
    ['Χρήστος', 'Χρήστο'],
    ['Σπύρος', 'Σπύρο'],
    ['Στέλιος', 'Στέλιο'],
    // -ος stressed earlier → -ε, and the learned -ιος → -ιε
    ['Αλέξανδρος', 'Αλέξανδρε'],
    ['Θεόδωρος', 'Θεόδωρε'],
    ['Απόστολος', 'Απόστολε'],
    ['Ευάγγελος', 'Ευάγγελε'],
    ['Ιάκωβος', 'Ιάκωβε'],
    ['Νικόλαος', 'Νικόλαε'],
    ['Δημήτριος', 'Δημήτριε'],
    ['Γεώργιος', 'Γεώργιε'],
    ['Αντώνιος', 'Αντώνιε'],
    ['Κωνσταντίνος', 'Κωνσταντίνε'],
    // -ης → -η, -ας → -α
    ['Γιάννης', 'Γιάννη'],
    ['Παναγιώτης', 'Παναγιώτη'],
    ['Μανώλης', 'Μανώλη'],
    ['Ηλίας', 'Ηλία'],
    ['Ανδρέας', 'Ανδρέα'],
    ['Λουκάς', 'Λουκά'],
    // feminine, and not Greek: unchanged
    ['Μαρία', 'Μαρία'],
    ['Ελένη', 'Ελένη'],
    ['Δέσποινα', 'Δέσποινα'],
    ['Φρόσω', 'Φρόσω'],
    ['Ανθή', 'Ανθή'],
    ['Maria', 'Maria'],
    ['Nikos', 'Nikos'],
  ])('%s → %s', (name, vocative) => {
    expect(greekVocative(name)).toBe(vocative);
  });

  it('declines each word of a full name, surnames by their own ending', () => {
    expect(greekVocative('Γιώργος Παπαδόπουλος')).toBe('Γιώργο Παπαδόπουλε');
    expect(greekVocative('Μαρία Παπαδοπούλου')).toBe('Μαρία Παπαδοπούλου');
    expect(greekVocative('Γιάννης Παπαδάκης')).toBe('Γιάννη Παπαδάκη');
    expect(greekVocative('Άννα-Μαρία')).toBe('Άννα-Μαρία');
    expect(greekVocative('ΓΙΩΡΓΟΣ')).toBe('ΓΙΩΡΓΟ');
    expect(greekVocative('  Νίκος  ')).toBe('  Νίκο  ');
  });
});
