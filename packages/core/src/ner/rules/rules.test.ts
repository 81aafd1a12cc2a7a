import { describe, expect, it } from 'vitest';
import { compileGazetteer } from '../tokens/gazetteer.js';
import { ruleSpansFor, type FoundSpan } from './rules-test-support.js';
import { RULE_STEP_NAMES, ruleStepsWithout } from './rules.js';
import type { NerType } from '../model/tags.js';

const gazetteer = compileGazetteer({ first: ['jordan', 'georgia', 'paris', 'princess', 'mary', 'may', 'will'], last: ['hilton'], name: [], city: ['paris', 'staunton'], country: ['jordan', 'georgia'], region: ['georgia'], regionCode: [], commonWords: [['said', 'was', 'the', 'will', 'who', 'hospital', 'course', 'may'], ['motors', 'assembly']] });

/** Runs the rules on `text` as if the tagger had found `found` (type and exact text, first occurrence after `from`). */
function rules(text: string, found: Array<[NerType, string, number?]>): string[] {
  return ruleSpans(text, found).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

function ruleSpans(text: string, found: FoundSpan[]) {
  return ruleSpansFor(gazetteer, text, found);
}

/** `TYPE:text:reason` of each final span. */
function reasons(text: string, found: Array<[NerType, string, number?]>): string[] {
  return ruleSpans(text, found).map((s) => `${s.type}:${text.slice(s.start, s.end)}:${s.reason}`);
}

describe('applyRules: edges', () => {
  it.each([
    ['Seen by Dr. Raj Khanna today', 'Dr. Raj Khanna', 'PERSON:Raj Khanna'],
    ['Seen by Dr Raj Khanna today', 'Dr Raj Khanna', 'PERSON:Raj Khanna'],
    ['Mr Smith called', 'Mr Smith', 'PERSON:Smith'],
    ['Attending: Guglielmo Lucchesi, MD', 'Guglielmo Lucchesi, MD', 'PERSON:Guglielmo Lucchesi'],
    ['From: Minh Nguyen, NP today', 'Minh Nguyen, NP', 'PERSON:Minh Nguyen'],
    ["We took Smith's car", "Smith's", 'PERSON:Smith'],
    ['We took Smith’s car', 'Smith’s', 'PERSON:Smith'],
    ['Hello (Ann Lee) there', '(Ann Lee)', 'PERSON:Ann Lee'],
    ['RE: SHANAHAN, ALTA', 'SHANAHAN, ALTA', 'PERSON:SHANAHAN, ALTA'],
    ['Patient lives in Sacramento, CA now', 'Sacramento, CA', 'LOCATION:Sacramento, CA'],
    ['Dr. A. B. Smith', 'Dr. A. B. Smith', 'PERSON:A. B. Smith'],
    ['From: Scotty Cremin <sc@x.io>', 'Scotty Cremin <', 'PERSON:Scotty Cremin'],
    ['Neighbor: Rageswari — 1-267-501-2125', 'Rageswari —', 'PERSON:Rageswari'],
    ['Patient: Lila Gupta   DOB 1962-07-11', 'Lila Gupta   DOB', 'PERSON:Lila Gupta'],
    ['Patient: Lemke, Ila\tDOB 1978-12-08', 'Lemke, Ila\tDOB', 'PERSON:Lemke, Ila'],
  ])('%s', (text, found, expected) => {
    const type = expected.startsWith('PERSON') ? 'PERSON' : 'LOCATION';
    expect(rules(text, [[type, found]])).toEqual([expected]);
  });

  it('drops a span that is only a title', () => {
    expect(rules('Dear Dr. and team', [['PERSON', 'Dr']])).toEqual([]);
  });

  it('keeps a surname that looks like a credential when written as a name ("Do")', () => {
    expect(rules('Met Anh Do today', [['PERSON', 'Anh Do']])).toEqual(['PERSON:Anh Do']);
  });
});

describe('applyRules: document consistency', () => {
  it('finds later mentions of a full name and its parts', () => {
    const text = 'Tiger Woods won.\nWOODS MAKES PRO DEBUT.\nLater, Woods said Tiger is fine.';
    expect(rules(text, [['PERSON', 'Tiger Woods']])).toEqual(['PERSON:Tiger Woods', 'PERSON:WOODS', 'PERSON:Woods', 'PERSON:Tiger']);
  });

  it('turns a one-word LOCATION into PERSON when the word is part of a name in the text', () => {
    const text = 'MaliVai Washington lost.\nWashington came back.';
    expect(rules(text, [['PERSON', 'MaliVai Washington'], ['LOCATION', 'Washington', 20]])).toEqual(['PERSON:MaliVai Washington', 'PERSON:Washington']);
  });

  it('leaves a name word that is part of a longer capitalised run', () => {
    expect(rules('Ann Johnson called.\nJohnson Controls Inc rose.', [['PERSON', 'Ann Johnson']])).toEqual(['PERSON:Ann Johnson']);
  });

  it('leaves a name word the text also uses in lower case', () => {
    expect(rules('Will Grant signed.\nGrant access. We grant it.', [['PERSON', 'Will Grant']])).toEqual(['PERSON:Will Grant']);
  });

  it('does not learn from one-word spans', () => {
    expect(rules('Paris agreed.\nParis again.', [['PERSON', 'Paris']])).toEqual(['PERSON:Paris']);
  });
});

describe('applyRules: a place after a name and a comma', () => {
  it.each([
    // In "Family, Given" order a given name follows the comma; a place that is no given name ends the name.
    ['Contact: Ann Hilton, Staunton', [['PERSON', 'Ann Hilton, Staunton']], ['PERSON:Ann Hilton', 'LOCATION:Staunton']],
    ['Hilton, Staunton', [['PERSON', 'Hilton, Staunton']], ['PERSON:Hilton', 'LOCATION:Staunton']],
    // A place that is also a given name may be the given name: the span stays whole.
    ['Contact: Hilton, Paris', [['PERSON', 'Hilton, Paris']], ['PERSON:Hilton, Paris']],
    ['Contact: Hilton, Mary', [['PERSON', 'Hilton, Mary']], ['PERSON:Hilton, Mary']],
  ])('%s', (text, found, expected) => {
    expect(rules(text, found as Array<[NerType, string]>)).toEqual(expected);
  });
});

describe('applyRules: comma lists of names', () => {
  it.each([
    // CoNLL-style team lists: bare surnames between full names the tagger found.
    ['Given , Breen , Roy Keane , Denis Irwin .', [['PERSON', 'Roy Keane'], ['PERSON', 'Denis Irwin']], ['PERSON:Given', 'PERSON:Breen', 'PERSON:Roy Keane', 'PERSON:Denis Irwin']],
    ['Team: Ann Lee, Bo Chan, Ruiz, Okafor', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan', 'PERSON:Ruiz', 'PERSON:Okafor']],
    // The first item is the capitalised run before the first comma, the last the run after the last
    // separator; "&" and "and" between capitalised words separate items too.
    ['cuz if you keep Vin , Dwayne , Ty , Luda , Jason & Michelle . . . I will keep watching', [['PERSON', 'Vin'], ['PERSON', 'Dwayne']], ['PERSON:Vin', 'PERSON:Dwayne', 'PERSON:Ty', 'PERSON:Luda', 'PERSON:Jason', 'PERSON:Michelle']],
    ['Goals from Ann Lee, Bo Chan and Ruiz won it', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan', 'PERSON:Ruiz']],
    // "and" separates items only after a comma: a line's first "and" is prose.
    ['the Protection of Human Rights and Fundamental Freedoms by two nationals, Ann Lee and Bo Chan, on 7 August', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan']],
    // "and" in prose separates nothing.
    ['Ann Lee, Bo Chan and the Ruiz twins', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan']],
    // One name is not a list of names.
    ['Ann Lee, Sales, Marketing', [['PERSON', 'Ann Lee']], ['PERSON:Ann Lee']],
    // Places, lower-case words, long items and items the tagger typed stay as they are.
    ['Ann Lee, Bo Chan, Staunton, the rest, Big Old Red Barn', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan']],
    ['Ann Lee, Bo Chan, Denver', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan'], ['LOCATION', 'Denver']], ['PERSON:Ann Lee', 'PERSON:Bo Chan', 'LOCATION:Denver']],
    // A word the text also writes in lower case is a common word there.
    ['Ann Lee, Bo Chan, Will\nI will call.', [['PERSON', 'Ann Lee'], ['PERSON', 'Bo Chan']], ['PERSON:Ann Lee', 'PERSON:Bo Chan']],
  ] as Array<[string, Array<[NerType, string]>, string[]]>)('%s', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('applyRules: what stands before a name', () => {
  it.each([
    // A spaced initial, as social text is often tokenised, and the "Lil" of stage names join the name.
    ['J . cole is a Living Legend', [['PERSON', 'cole']], ['PERSON:J . cole:model+prefix']],
    ['That moment lil wayne get on the hook', [['PERSON', 'wayne']], ['PERSON:lil wayne:model+prefix']],
    // After another capitalised word the letter ends something else.
    ['Company B . Smith said', [['PERSON', 'Smith']], ['PERSON:Smith:model']],
    ['Plan B . Smith said', [['PERSON', 'Smith']], ['PERSON:Smith:model']],
  ] as Array<[string, Array<[NerType, string]>, string[]]>)('%s', (text, found, expected) => {
    expect(reasons(text, found)).toEqual(expected);
  });
});

describe('applyRules: e-mail local parts that spell a name', () => {
  it.each([
    ['Maria Garcia wrote from maria.garcia@example.com', [['PERSON', 'Maria Garcia']], ['PERSON:Maria Garcia:model+email']],
    ['cc jose_lopez@clinic.org and tell Jose Lopez', [], ['PERSON:Jose Lopez:email']],
    ['MARIA GARCIA <maria-garcia@x.org>', [], ['PERSON:MARIA GARCIA:email']],
    // Another name, a one-part local part, or lower-case words are left alone.
    ['Ann Lee wrote from maria.garcia@example.com', [['PERSON', 'Ann Lee']], ['PERSON:Ann Lee:model']],
    ['Write to support@example.com, Support Team', [], []],
    ['maria garcia wrote from maria.garcia@example.com', [], []],
    // Every "@" of the text counts, the first and the last, and one glued to other marks ("@@").
    ['@ maria.garcia@x.org @@ Maria Garcia', [], ['PERSON:Maria Garcia:email']],
    ['Maria Garcia , ann.lee@x.org , maria.garcia@', [], ['PERSON:Maria Garcia:email']],
    ['@maria.garcia@x.org Maria Garcia', [], ['PERSON:Maria Garcia:email']],
  ] as Array<[string, Array<[NerType, string]>, string[]]>)('%s', (text, found, expected) => {
    expect(reasons(text, found)).toEqual(expected);
  });

  it('raises the score of the confirmed name', () => {
    const [span] = ruleSpans('Maria Garcia wrote from maria.garcia@example.com', [['PERSON', 'Maria Garcia']]);
    expect(span!.score).toBe(0.95);
  });
});

describe('applyRules: person or place', () => {
  it.each([
    ['Name: Jordan', [['LOCATION', 'Jordan']], ['PERSON:Jordan:model+person-not-place:label']],
    ['City: Paris', [['PERSON', 'Paris']], ['LOCATION:Paris:model+labelled-place+place-not-person:label']],
    ['Mr Jordan called.', [['LOCATION', 'Jordan']], ['PERSON:Jordan:model+person-not-place:title']],
    ['She grew up in Georgia.', [['LOCATION', 'Georgia']], ['LOCATION:Georgia:model+place-not-person:preposition']],
    ['Georgia Brown arrived.', [['PERSON', 'Georgia Brown']], ['PERSON:Georgia Brown:model+person-not-place:full-name']],
    ['We saw Paris Hilton in Paris.', [['PERSON', 'Paris Hilton'], ['LOCATION', 'Paris', 20]], ['PERSON:Paris Hilton:model+person-not-place:full-name', 'LOCATION:Paris:model+place-not-person:preposition']],
    ['Jordan Smith moved to Jordan.', [['PERSON', 'Jordan Smith'], ['LOCATION', 'Jordan', 5]], ['PERSON:Jordan Smith:model+person-not-place:full-name', 'LOCATION:Jordan:model+place-not-person:preposition']],
    // A personal pronoun soon after a one-word span makes it a person, unless a place word comes before it.
    ['Hats off to Paris for his love of music', [['LOCATION', 'Paris']], ['PERSON:Paris:model+person-not-place:pronoun']],
    ['Poor Paris . . . she almost made it', [['LOCATION', 'Paris']], ['PERSON:Paris:model+person-not-place:pronoun']],
    ['He would visit Paris for talks with his counterpart', [['LOCATION', 'Paris']], ['LOCATION:Paris:model+place-not-person:preposition']],
    ['She lived in Paris with her son', [['LOCATION', 'Paris']], ['LOCATION:Paris:model+place-not-person:preposition']],
    // The model's place reading of a word listed only as a name gives way to the pronoun too.
    ['attribute that directly to Mary ! He wants', [['LOCATION', 'Mary']], ['PERSON:Mary:model+person-not-place:pronoun']],
    ['They drove to Mary and the farm', [['LOCATION', 'Mary']], ['LOCATION:Mary:model']],
    // "…, he said" is about the one who reports; the commonest words are directions and such.
    ['the 1,200 MW Mary hydroelectric facility , he said', [['LOCATION', 'Mary']], ['LOCATION:Mary:model']],
    ['a soldier heading May wrote his wife', [['LOCATION', 'May']], ['LOCATION:May:model']],
    // A possessive before a noun only people have turns a one-word place reading into a person; not a country's.
    ['I like Staunton \' s blonde hair', [['LOCATION', 'Staunton']], ['PERSON:Staunton:model+person-not-place:possessive']],
    ["Staunton's wife called", [['LOCATION', 'Staunton']], ['PERSON:Staunton:model+person-not-place:possessive']],
    ["Staunton's economy grew", [['LOCATION', 'Staunton']], ['LOCATION:Staunton:model']],
    ["Jordan's wife called", [['LOCATION', 'Jordan']], ['LOCATION:Jordan:model+place-not-person:context']],
    // Countries never take the pronoun cue, nor does a span with another capitalised word before the pronoun.
    ['Jordan said his government', [['LOCATION', 'Jordan']], ['LOCATION:Jordan:model+place-not-person:context']],
    ['Paris and Staunton say he will', [['LOCATION', 'Paris'], ['LOCATION', 'Staunton']], ['LOCATION:Paris:model+place-not-person:context', 'LOCATION:Staunton:model']],
    // Words that are not both a name and a place keep their plain reason.
    ['Ann Lee moved to Denver.', [['PERSON', 'Ann Lee'], ['LOCATION', 'Denver']], ['PERSON:Ann Lee:model', 'LOCATION:Denver:model']],
  ] as Array<[string, Array<[NerType, string, number?]>, string[]]>)('%s', (text, found, expected) => {
    expect(reasons(text, found)).toEqual(expected);
  });
});

describe('applyRules: ranks, regnal numbers and company words', () => {
  it.each([
    ['as Cardinal Wolsey , in', [['PERSON', 'Cardinal Wolsey']], ['PERSON:Wolsey']],
    ['spokesman Lieutenant-Colonel Max Marriner said', [['PERSON', 'Lieutenant-Colonel Max Marriner']], ['PERSON:Max Marriner']],
    ['President Bill Clinton spoke', [['PERSON', 'President Bill Clinton']], ['PERSON:Bill Clinton']],
    // A rank that is also a given name stays before a lone surname (faker: "Princess Morissette").
    ['- Princess Morissette (Perth office)', [['PERSON', 'Princess Morissette']], ['PERSON:Princess Morissette']],
    ['Emperor Charles VI and France', [['PERSON', 'Charles']], ['PERSON:Charles VI']],
    ['father Leopold III .', [['PERSON', 'Leopold']], ['PERSON:Leopold III']],
    ['Belgian King Baudouin I born .', [['PERSON', 'Baudouin']], ['PERSON:Baudouin I']],
    // Without a monarch's title "I" is the pronoun.
    ['Thanks Maria I will call', [['PERSON', 'Maria']], ['PERSON:Maria']],
    ['Pirelli SpA said.\nPirelli rose and Pirelli fell.', [['PERSON', 'Pirelli', 12], ['PERSON', 'Pirelli', 30]], []],
    ['Jones Medical Industries Inc said.\nJones stock rose.', [['PERSON', 'Jones', 30]], []],
    // A title, or the word inside a full name, keeps the person.
    ['Pirelli SpA hired.\nMr Pirelli agreed.', [['PERSON', 'Pirelli', 12]], ['PERSON:Pirelli']],
    ['Johnson Controls Inc rose.\nAnn Johnson said Johnson is fine.', [['PERSON', 'Ann Johnson'], ['PERSON', 'Johnson', 40]], ['PERSON:Ann Johnson', 'PERSON:Johnson']],
    // Capitalised words joined by "&" with a family name or an unlisted word on one side are a firm; two given names are people.
    ['Douglas & Lomason rose.\nDouglas said.', [['PERSON', 'Douglas'], ['PERSON', 'Douglas', 20]], []],
    ['shares of Hilton & Mary fell', [['PERSON', 'Mary']], []],
    ['Mary & May came.\nMary said.', [['PERSON', 'Mary'], ['PERSON', 'May', 5], ['PERSON', 'Mary', 15]], ['PERSON:Mary', 'PERSON:May', 'PERSON:Mary']],
    // Places inside a company or institution name are the organisation's, not places.
    ['after 23 years at Greenfield Pharmacy. Cards', [['LOCATION', 'Greenfield']], []],
    ['results from Valley Regional Hospital. My MRN', [['LOCATION', 'Valley Regional Hospital']], []],
    ['the position at Maplewood Property Management. I', [['LOCATION', 'Maplewood']], []],
    ['She moved to Staunton last year.', [['LOCATION', 'Staunton']], ['LOCATION:Staunton']],
    // An organisation word opening a line starts no company run.
    ['Hospital\nStaunton is near.', [['LOCATION', 'Staunton']], ['LOCATION:Staunton']],
    // State codes are not company forms.
    ['Adelaide SA 5000\n- Antonia Harris (Adelaide office)', [['PERSON', 'Antonia Harris'], ['PERSON', 'Adelaide', 10]], ['PERSON:Antonia Harris', 'PERSON:Adelaide']],
  ] as Array<[string, Array<[NerType, string, number?]>, string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('applyRules: a place noun after words listed only as places', () => {
  it.each([
    ['Jakob (Staunton office): +49', [['PERSON', 'Staunton']], ['LOCATION:Staunton']],
    ['the Staunton branch', [['PERSON', 'Staunton']], ['LOCATION:Staunton']],
    // A word that is a name too, or no place noun after it: the tagger's reading stands.
    ['Mary office hours', [['PERSON', 'Mary']], ['PERSON:Mary']],
    ['Staunton called', [['PERSON', 'Staunton']], ['PERSON:Staunton']],
  ] as Array<[string, Array<[NerType, string, number?]>, string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('applyRules: consistency between a full name and a lone place reading', () => {
  it('reads a lone word as the person of a full name when nothing marks it as a place', () => {
    const text = 'MaliVai Washington lost.\nThe seeded Washington fell.\nSaid Washington : fine.';
    expect(rules(text, [['PERSON', 'MaliVai Washington'], ['LOCATION', 'Washington', 20], ['LOCATION', 'Washington', 45]])).toEqual([
      'PERSON:MaliVai Washington',
      'PERSON:Washington',
      'PERSON:Washington',
    ]);
  });

  it('keeps a known place after "in" or "to" a place', () => {
    const gazetteerPlace = 'Neil Jordan filmed.\nHe flew to Jordan.';
    expect(rules(gazetteerPlace, [['PERSON', 'Neil Jordan'], ['LOCATION', 'Jordan', 15]])).toEqual(['PERSON:Neil Jordan', 'LOCATION:Jordan']);
  });
});

describe('applyRules: given name left out by the tagger', () => {
  it.each([
    ['to Fed Cup veteran Mary Joe Fernandez have', [['PERSON', 'Joe Fernandez']], ['PERSON:Mary Joe Fernandez:model+given-name']],
    // Months, titles, places and words written in lower case elsewhere stay out.
    ['Last May Karelle and I flew', [['PERSON', 'Karelle']], ['PERSON:Karelle:model']],
    ['Says Mr Joe Fernandez', [['PERSON', 'Joe Fernandez']], ['PERSON:Joe Fernandez:model']],
    ['We saw Paris Hilton', [['PERSON', 'Hilton']], ['PERSON:Hilton:model']],
    ['Mary said hi.\nNow mary, Joe Fernandez left', [['PERSON', 'Mary'], ['PERSON', 'Joe Fernandez']], ['PERSON:Mary:model', 'PERSON:Joe Fernandez:model']],
    // Opening a sentence, one of the commonest words is that word, not a given name; mid-sentence it is one.
    ['Will Joe Fernandez play today ?', [['PERSON', 'Joe Fernandez']], ['PERSON:Joe Fernandez:model']],
    ['Fine . Will Joe Fernandez play ?', [['PERSON', 'Joe Fernandez']], ['PERSON:Joe Fernandez:model']],
    ['we asked Will Joe Fernandez to play', [['PERSON', 'Joe Fernandez']], ['PERSON:Will Joe Fernandez:model+given-name']],
  ] as Array<[string, Array<[NerType, string]>, string[]]>)('%j', (text, found, expected) => {
    expect(reasons(text, found)).toEqual(expected);
  });

  it('reads a name-or-place word before "office" as the place', () => {
    expect(reasons('- Antonia Harris (Paris office): +61 2', [['PERSON', 'Antonia Harris'], ['PERSON', 'Paris']])).toEqual([
      'PERSON:Antonia Harris:model',
      'LOCATION:Paris:model+place-not-person:place-noun',
    ]);
  });
});

describe('applyRules: names after a title', () => {
  // The gazetteer of these tests knows "jordan", "georgia", "paris", "princess", "mary", "may" and "hilton" as names.
  it.each([
    ['Seen by Mr Smith today', ['PERSON:Smith:title']],
    ['Seen by Dr. A. B. Smith today', ['PERSON:A. B. Smith:title']],
    ['1. Miss Stamper 3-1 joint-favourite', ['PERSON:Stamper:title']],
    ['Ask Mrs. Okafor-Nwosu about it', ['PERSON:Okafor-Nwosu:title']],
    // After a rank, one word must be a known name or no common English word, and no company word.
    ['under General Mary Jordan was', ['PERSON:Mary Jordan:title+person-not-place:title']],
    ['General Motors Corp said', []],
    ['the General Assembly met', []],
    ['President Whitfield said', ['PERSON:Whitfield:title']],
    // Four capitalised words are more than a name; lower-case use elsewhere makes it a common word.
    ['Mr Big Red Barn Company', []],
    ['Dr Who fans.\nwho knows', []],
    // In capitals a title needs its full stop; bare it is an abbreviation or a shouted word.
    ['Seen by DR. SMITH today', ['PERSON:SMITH:title']],
    ['Seen by MR. Okafor today', ['PERSON:Okafor:title']],
    ['CALL : 11/1/05 SR MGR : 1ST CPN', []],
    ['Aki 11 8. MX Onda 9. Telekom', []],
    ['WOW !! DONT MISS IT !', []],
    // After a rank, a whole word, a full stop ends the sentence.
    ['You will forever be my President . So inspiring', []],
    ['He met the General. Afterwards Mary left', []],
    ['Seen by Dr . Okafor today', ['PERSON:Okafor:title']],
  ])('%j', (text, expected) => {
    expect(reasons(text, [])).toEqual(expected);
  });

  it('keeps a lone rank the tagger found as a surname ("King said")', () => {
    expect(rules('" We will win , " King said .', [['PERSON', 'King']])).toEqual(['PERSON:King']);
  });
});

describe('applyRules: person or place by the verb that follows', () => {
  it.each([
    ['Hilton will call you back.', [['LOCATION', 'Hilton']], ['LOCATION:Hilton:model']],
    ['Paris will call you back.', [['LOCATION', 'Paris']], ['PERSON:Paris:model+person-not-place:verb']],
    ['Paris texted me.', [['LOCATION', 'Paris']], ['PERSON:Paris:model+person-not-place:verb']],
    // Countries "say" and "call" things in the news.
    ['Georgia called for talks.', [['LOCATION', 'Georgia']], ['LOCATION:Georgia:model+place-not-person:context']],
    ['Paris said no.', [['LOCATION', 'Paris']], ['LOCATION:Paris:model+place-not-person:context']],
    // A place label wins over the verb; a place stays a place before other verbs.
    ['City: Paris called', [['LOCATION', 'Paris']], ['LOCATION:Paris:model+place-not-person:label']],
    ['Jordan borders Israel.', [['LOCATION', 'Jordan']], ['LOCATION:Jordan:model+place-not-person:context']],
  ] as Array<[string, Array<[NerType, string]>, string[]]>)('%j', (text, found, expected) => {
    expect(reasons(text, found)).toEqual(expected);
  });
});

describe('applyRules: words that look like places and are not', () => {
  it.each([
    // An unlisted common word opening a sentence or line.
    ['the hospitalist team.\n\nHospital course was uncomplicated.', [['LOCATION', 'Hospital']], []],
    ['Discharged. Hospital course was fine.', [['LOCATION', 'Hospital']], []],
    // Mid-sentence, or on a place list, it stays.
    ['We drove past Hospital yesterday.', [['LOCATION', 'Hospital']], ['LOCATION:Hospital']],
    ['Staunton is lovely.', [['LOCATION', 'Staunton']], ['LOCATION:Staunton']],
    // A short all-caps code before a number.
    ['Refills: 0\nNDC 25855-1374-45   Date written', [['LOCATION', 'NDC']], []],
    ['coded as ICD 10 today', [['LOCATION', 'ICD']], []],
    // Longer all-caps words before a date are datelines.
    ['rates .\nBOMBAY 1996-08-30\nIndian copper', [['LOCATION', 'BOMBAY']], ['LOCATION:BOMBAY']],
    // Multi-word places are left to the model.
    ['Hospital Hill 12 is closed', [['LOCATION', 'Hospital Hill']], ['LOCATION:Hospital Hill']],
  ] as Array<[string, Array<[NerType, string, number?]>, string[]]>)('%j', (text, found, expected) => {
    expect(rules(text, found)).toEqual(expected);
  });
});

describe('ruleStepsWithout: leaving steps out to measure them', () => {
  it.each([
    [[], RULE_STEP_NAMES.length],
    [['famous names'], RULE_STEP_NAMES.length - 1],
    [['famous names', 'lists'], RULE_STEP_NAMES.length - 2],
  ] as Array<[string[], number]>)('%j', (skip, count) => {
    const steps = ruleStepsWithout(new Set(skip));
    expect(steps).toHaveLength(count);
    expect(steps.some((s) => skip.includes(s.name))).toBe(false);
  });

  it('refuses a name no step has', () => {
    expect(() => ruleStepsWithout(new Set(['no such step']))).toThrow(/no rule step/);
  });
});
