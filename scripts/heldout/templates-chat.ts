/** What people type into a chatbot: requests to rewrite, translate, plan; SMS threads; social posts. */
import { WORDS } from './values.js';
import type { Template } from './template-types.js';

export const chatTemplates: Template[] = [
  {
    name: 'rewrite_landlord',
    style: 'chat_prompt',
    write(b, v, r) {
      const landlord = v.person();
      b.add`can you make this sound more polite: "${v.name(landlord, 'given')}, the heating at ${v.address()} has been broken since ${v.date()}. call me on ${v.phone()} or I'm withholding rent."`;
    },
  },
  {
    name: 'moving_plans',
    style: 'chat_prompt',
    write(b, v, r) {
      const from = v.place();
      const to = v.place();
      b.add`we're moving from ${from.city} to ${to.region ? v.within(to.city, to.region) : to.city}`;
      b.add` next month ${r.pick(['lol', 'ugh', '!!', ''])}. what should i do about school for my son ${v.name(v.person(), 'given')}? we also lived in ${from.country} for ${String(r.int(2, 9))} years`;
    },
  },
  {
    name: 'travel_itinerary',
    style: 'chat_prompt',
    write(b, v, r) {
      const a = v.place();
      const c = v.place();
      b.add`Plan a ${String(r.int(3, 12))}-day trip: I fly into ${v.within(a.city, a.country)} on ${v.date()}, then take the train to ${c.city}. My friend ${v.name(v.person())} lives there and can host us. Budget about ${v.price()}.`;
    },
  },
  {
    name: 'sms_thread',
    style: 'transcript',
    write(b, v, r) {
      const a = v.person();
      const c = v.person();
      b.add`[${v.time()}] ${v.name(a, 'given')}: hey are u still at the office?\n[${v.time()}] ${v.name(c, 'given')}: ya, leaving soon. my new number is ${v.phone()}\n`;
      b.add`[${v.time()}] ${v.name(a, 'given')}: cool. pick me up at ${v.address()}?\n`;
      if (r.chance(0.5)) b.add`[${v.time()}] ${v.name(c, 'given')}: ok. tell ${v.name(v.person())} to email ${v.email(c)} the photos\n`;
    },
  },
  {
    name: 'translate_request',
    style: 'chat_prompt',
    write(b, v, r) {
      const p = v.person();
      const country = v.country();
      b.add`Translate to ${r.pick(['Spanish', 'German', 'Japanese', 'Polish', 'Turkish'])}: "Hello, my name is ${v.name(p)}. I am staying at ${v.address(country)} until ${v.date()}. In an emergency please call ${v.phone(country)}."`;
    },
  },
  {
    name: 'address_fragment',
    style: 'chat_prompt',
    write(b, v, r) {
      const f = v.addressFragment();
      b.add`${r.pick(['hey ', 'fyi ', '', 'quick one: '])}${f.before}${f.value}${f.after}. ${r.pick(['can you write a note for the courier?', 'write this as a formal message', 'translate for the driver pls'])}`;
    },
  },
  {
    name: 'card_help',
    style: 'chat_prompt',
    write(b, v, r) {
      b.add`why was my card ${v.card()} declined? i paid ${v.price()} on ${v.date()} at ${v.time()}, exp ${{ text: r.pick(['03/27', '11/28', '07/29']), negative: 'card_expiry' }}.`;
      if (r.chance(0.5)) b.add` the old one ${v.invalidCard()} doesn't work either, the number might be wrong`;
      if (r.chance(0.5)) b.add` my other card ending in ${v.cardLast4()} works fine.`;
    },
  },
  {
    name: 'social_post',
    style: 'social',
    write(b, v, r) {
      const p = v.person();
      const pl = v.place();
      b.add`${r.pick(['so proud of', 'huge thanks to', 'happy birthday', 'congrats'])} ${v.name(p, r.pick(['full', 'given'] as const))}${r.pick(['!!', ' 🎉', ' <3', '.'])} ${r.pick(['see you in', 'back home in', 'landed in', 'greetings from'])} ${pl.city}${r.pick([' tonight', '', ' soon'])} #${r.pick(['weekend', 'family', 'travel'])}`;
    },
  },
  {
    name: 'products_not_people',
    style: 'negatives',
    write(b, v, r) {
      b.add`Comparing the ${v.product()} and the ${v.product()} for my ${r.pick(WORDS.relations!)}. Order ${v.orderNumber()} arrived ${v.date()} for ${v.price()}, firmware ${v.version()}, tracking ${v.trackingId()}. Which is better value?`;
    },
  },
  {
    name: 'emergency_contacts',
    style: 'list',
    write(b, v, r) {
      b.add`Emergency contacts for the school trip to ${v.place().city}:\n`;
      for (let i = 0, n = r.int(2, 5); i < n; i++) {
        const p = v.person();
        const c = v.country();
        b.add`- ${v.name(p)} (${r.pick(WORDS.relations!)}): ${v.phone(c)}`;
        if (r.chance(0.5)) b.add`, ${v.email(p)}`;
        b.add`\n`;
      }
    },
  },
];
