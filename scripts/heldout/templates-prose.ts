/** Running prose: where people live, travel and work, with places as they are named in text. */
import { WORDS } from './values.js';
import type { Template } from './template-types.js';

export const proseTemplates: Template[] = [
  {
    name: 'life_story',
    style: 'prose',
    write(b, v, r) {
      const p = v.person();
      const home = v.place(v.country('US'));
      const abroad = v.place();
      b.add`${v.name(p)} grew up in ${v.within(abroad.city, abroad.country)}, and now lives in ${v.within(home.city, home.region!)} with ${r.pick(['two cats', 'her brother', 'his parents', 'a dog named Biscuit'])}. `;
      b.add`Last spring ${r.pick(['she', 'he', 'they'])} flew to ${v.place().city} for a conference and stayed a week in ${v.place().country}.`;
    },
  },
  {
    name: 'news_brief',
    style: 'prose',
    write(b, v, r) {
      const p = v.person();
      const pl = v.place();
      b.add`${pl.city} (${pl.country}) — ${r.pick(['Residents', 'Officials', 'Local businesses'])} welcomed the new ferry line on ${v.date()}, ${v.name(p)}, a spokesperson for ${r.pick(WORDS.companies!)}, said. `;
      b.add`Tickets cost ${v.price()}, and the first boat leaves at ${v.time()}. ${v.name(p, 'family')} added that routes to ${v.place().city} are planned.`;
    },
  },
  {
    name: 'review_with_names',
    style: 'prose',
    write(b, v, r) {
      const staff = v.person();
      b.add`Stayed ${String(r.int(2, 6))} nights in ${v.place().city}. ${v.name(staff, 'given')} at reception was lovely and sorted our ${v.product()} rental. Room ${{ text: String(r.int(101, 950)), negative: 'room' }} was noisy though. ${r.pick(['4/5', '3 stars', 'would come back'])}`;
    },
  },
  {
    name: 'relocation_note',
    style: 'email',
    write(b, v, r) {
      const p = v.person();
      const c = v.country();
      b.add`Hi all, quick update: from ${v.date()} I'm working from our ${v.place(c).city} office. New desk line ${v.phone(c)}; post goes to ${v.address(c)}. — ${v.name(p, 'given')}`;
    },
  },
];
