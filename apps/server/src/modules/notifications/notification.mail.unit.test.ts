import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification.mail.ts';

const base = {
  to: 'ann@example.com',
  name: 'Ann <Putter>',
  title: 'New duel challenge',
  message: 'Bo challenged you to a 5-minute duel at 7.0 ft.',
  flag: 'duel_requests' as const,
  publicUrl: 'https://holeout.example',
};

describe('notificationMail', () => {
  it('has the title as subject, the message, the View link and the unsubscribe link', () => {
    const mail = notificationMail({ ...base, linkPath: '/duels/12' });
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe('New duel challenge');
    expect(mail.text).toContain('Bo challenged you to a 5-minute duel at 7.0 ft.');
    expect(mail.text).toContain('View it on Holeout: https://holeout.example/duels/12');
    expect(mail.text).toContain('"Duel challenges" is on');
    expect(mail.text).toContain(
      'unsubscribe), turn it off here: https://holeout.example/settings#email-notifications-heading',
    );
    expect(mail.html).toContain(
      '<a href="https://holeout.example/settings#email-notifications-heading">Unsubscribe</a>',
    );
  });

  it('leaves the View link out without a link path and escapes HTML', () => {
    const mail = notificationMail({ ...base, linkPath: null, message: '<b>hi</b>' });
    expect(mail.text).not.toContain('View it on Holeout');
    expect(mail.html).toContain('Hi Ann &#60;Putter&#62;,');
    expect(mail.html).toContain('&#60;b&#62;hi&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>');
  });
});
