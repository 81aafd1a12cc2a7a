/** What developers paste: log lines, configuration, error reports. */
import type { Template } from './template-types.js';

export const techTemplates: Template[] = [
  {
    name: 'app_log',
    style: 'log',
    write(b, v, r) {
      for (let i = 0, n = r.int(3, 7); i < n; i++) {
        const p = v.person();
        b.add`${v.date()} ${v.time()} ${r.pick(['INFO', 'WARN', 'ERROR'])} `;
        const kind = r.int(0, 4);
        if (kind === 0) b.add`login ok user=${v.email(p)} ip=${v.ip()}\n`;
        else if (kind === 1) b.add`payment failed card=${v.card()} req=${v.uuid()}\n`;
        else if (kind === 2) b.add`sms sent to=${v.phone()} template=otp build=${v.version()}\n`;
        else if (kind === 3) b.add`profile updated name="${v.name(p)}" city="${v.place().city}"\n`;
        else b.add`GET ${v.url()} 200 ${String(r.int(3, 900))}ms\n`;
      }
    },
  },
  {
    name: 'env_config',
    style: 'config',
    write(b, v, r) {
      const p = v.person();
      b.add`# staging config, do not commit\nDATABASE_HOST=${v.ip()}\nSTRIPE_KEY=${v.secret()}\nADMIN_EMAIL=${v.email(p)}\nSUPPORT_PHONE=${v.phone()}\nAPP_VERSION=${v.version()}\n`;
      if (r.chance(0.5)) b.add`GITHUB_TOKEN=${v.secret()}\n`;
      b.add`\nwhy does the app crash on start? it worked yesterday`;
    },
  },
  {
    name: 'bug_report',
    style: 'chat_prompt',
    write(b, v, r) {
      const p = v.person();
      b.add`Getting "TypeError: cannot read properties of undefined" when ${v.name(p, 'given')} (${v.email(p)}) logs in from ${v.ip()} on ${v.version()}. Stack:\n  at checkout (${v.url()})\n  at ${r.pick(['processTicksAndRejections', 'async Promise.all'])}\nrequest id ${v.uuid()}, order ${v.orderNumber()}. what's wrong?`;
    },
  },
  {
    name: 'yaml_users',
    style: 'config',
    write(b, v, r) {
      b.add`users:\n`;
      for (let i = 0, n = r.int(1, 3); i < n; i++) {
        const p = v.person();
        b.add`  - name: ${v.name(p)}\n    email: ${v.email(p)}\n    phone: "${v.phone()}"\n    office: ${v.place().city}\n`;
      }
    },
  },
];
