import fs from 'node:fs';
import { Brain, MemoryError, rememberStatement } from '../src/features/chatbot/brain';
import { INTENTS, intentOf, mentions, normalize } from '../src/features/chatbot/intents';
import { CHATBOT_TEXTS_DIR, botTexts, botWords } from '../src/features/chatbot/texts';

/** Pulpy's parts on their own: its memory's evaluator, its intents and its texts. */
describe("Pulpy's memory", () => {
  it('remembers names, also after being read again from its statements', () => {
    const brain = new Brain();
    brain.learn(rememberStatement(4, "Dana O'Neill"));
    brain.learn(rememberStatement(4, 'Dana'));
    brain.learn(rememberStatement(7, 'Łukasz 🍊'));
    const again = new Brain([rememberStatement(4, 'Dana'), rememberStatement(7, 'Łukasz 🍊')]);
    expect([brain.nameOf(4), brain.nameOf(7), again.nameOf(7), again.nameOf(5)]).toEqual(['Dana', 'Łukasz 🍊', 'Łukasz 🍊', undefined]);
    expect(again.alive).toBe(true);
  });

  it('hardened, keeps any name whole as one text: quotes, backslashes and line breaks included', () => {
    const hardened = { challenges: { hardened: ['killChatbotChallenge'] } };
    const names = ['Dana "The Juicer" Smith', 'Jo"); pulpy = null; //', 'x\\"); delete pulpy.respond; //', 'back\\', 'two\nlines \u2028 here', "it's `ticked`"];
    const brain = new Brain();
    names.forEach((name, index) => brain.learn(rememberStatement(index, name, hardened)));
    expect(names.map((_name, index) => brain.nameOf(index))).toEqual(names);
    expect(brain.alive).toBe(true);
  });

  it('refuses what it cannot apply, changing nothing, and runs nothing of it', () => {
    const brain = new Brain([rememberStatement(1, 'Ann')]);
    const refusal = (statement: string) => {
      try {
        brain.learn(statement);
      } catch (error) {
        return `${(error as MemoryError).kind}: ${(error as Error).message}`;
      }
      return 'applied';
    };
    expect(refusal(rememberStatement(1, 'Ann "A"'))).toMatch(/^SyntaxError: /);
    expect(refusal('pulpy.remember("1", "x"); require("fs");')).toBe('ReferenceError: require is not defined');
    expect(refusal('pulpy.remember("1", "x"); process.exit(1);')).toMatch(/^NotAllowed: /);
    expect(refusal('pulpy.remember("1", "x"); while (true) {}')).toBe('NotAllowed: a WhileStatement cannot be part of the memory');
    expect(refusal('pulpy.remember("1", "x"); pulpy.remember("1", "y" + "z");')).toMatch(/^TypeError: /);
    expect(refusal('pulpy.remember("1", `${globalThis}`);')).toMatch(/^TypeError: /);
    expect(refusal('pulpy.forget("1");')).toBe('TypeError: pulpy.forget is not a function');
    expect(refusal('let pulpy = 1;')).toMatch(/^SyntaxError: /);
    // Each refusal left the memory as it was, the first statement of it included.
    expect(brain.nameOf(1)).toBe('Ann');
    expect(brain.alive).toBe(true);
    expect(refusal('pulpy.remember("1", "Bo"); pulpy.mood = "happy"; greeting = 1; ("");')).toBe('applied');
    expect([brain.nameOf(1), brain.alive]).toEqual(['Bo', true]);
  });

  it.each([['pulpy = null'], ['delete pulpy.respond'], ["pulpy['remember'] = 0"], ['var pulpy = {}'], ['delete pulpy']])('is broken by "%s", for good', (statement) => {
    const brain = new Brain();
    brain.learn(`pulpy.remember("3", "x"); ${statement}; //");`);
    expect(brain.alive).toBe(false);
    expect(new Brain([`pulpy.remember("3", "x"); ${statement}; //");`]).alive).toBe(false);
  });
});

describe("Pulpy's intents", () => {
  it('match whole word starts in spaced scripts and anywhere in others, accents aside', () => {
    expect(mentions(normalize('Où est ma COMMANDE ?'), normalize('où est ma'))).toBe(true);
    expect(mentions(normalize('deliveries please'), 'deliver')).toBe(true);
    expect(mentions(normalize('undelivered'), 'deliver')).toBe(false);
    expect(mentions(normalize('クーポンはありますか'), normalize('クーポン'))).toBe(true);
    expect(mentions(normalize('أين طلبي؟'), normalize('طلبي'))).toBe(true);
    expect(intentOf('Wie lange dauert der Versand?', 'de')).toBe('DELIVERY');
    expect(intentOf('Where is my parcel?', 'de')).toBe('TRACKING');
    expect(intentOf('我想要优惠券', 'zh_CN')).toBe('COUPON');
    expect(intentOf('siparişim nerede', 'tr')).toBe('TRACKING');
    expect(intentOf('Tell me about kumquats', 'en')).toBeNull();
  });

  it('every language has every text of English, and its own words find each intent', () => {
    const languages = fs.readdirSync(CHATBOT_TEXTS_DIR).map((file) => file.replace(/\.json$/, ''));
    expect(languages).toHaveLength(12);
    const english = Object.keys(JSON.parse(fs.readFileSync(`${CHATBOT_TEXTS_DIR}/en.json`, 'utf8')) as object).sort();
    for (const language of languages) {
      expect(Object.keys(JSON.parse(fs.readFileSync(`${CHATBOT_TEXTS_DIR}/${language}.json`, 'utf8')) as object).sort()).toEqual(english);
      for (const intent of INTENTS) {
        for (const word of botWords(language, `KEYWORDS_${intent}`).split(',')) {
          // A keyword alone finds its intent, or one that comes first in the priority order.
          const found = intentOf(` ${word.trim()} `, language);
          expect(found && INTENTS.indexOf(found) <= INTENTS.indexOf(intent) ? intent : `${language}: "${word}" → ${found}`).toBe(intent);
        }
      }
      expect(botTexts(language)('ANSWER_THANKS', { name: 'Kim' })).toContain('Kim');
    }
  });
});
