import { CONTACT_IMPORT_MAX } from '@holeout/shared/friends';
import { useState } from 'react';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { paths } from '../../../lib/paths.ts';

/** Where to find a contact's e-mail address or number in each address book (spec 01 §2). */
const GUIDES: { title: string; steps: string[] }[] = [
  {
    title: 'iPhone',
    steps: [
      'Open the Contacts app (or Phone → Contacts) and tap a friend who plays.',
      'Touch and hold their e-mail address or mobile number, then tap Copy.',
      'Come back here, paste it into Find Friends and tap Search.',
    ],
  },
  {
    title: 'Android',
    steps: [
      'Open the Contacts app and tap a friend who plays.',
      'Touch and hold their e-mail address or phone number to copy it.',
      'Come back here, paste it into Find Friends and tap Search.',
    ],
  },
  {
    title: 'Gmail',
    steps: [
      'Open contacts.google.com (or Google apps → Contacts from Gmail).',
      "Open a friend's contact card and copy their e-mail address.",
      'Paste it into Find Friends and search.',
    ],
  },
  {
    title: 'Outlook',
    steps: [
      'In Outlook, open People (the contacts icon in the left bar).',
      'Select a friend and copy the e-mail address from their contact card.',
      'Paste it into Find Friends and search.',
    ],
  },
];

/**
 * The 'Find Friends on Platform' button and its modal: four guides to looking friends up from an
 * address book (a few at a time: the search takes one exact contact), and the app link to share
 * with friends who are not on Holeout yet.
 */
export function FindFriendsOnPlatform() {
  const [open, setOpen] = useState(false);
  const link = `${window.location.origin}${paths.register}`;

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Find Friends on Platform
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Find Friends on Platform"
        description={`Look up friends from your address book. We recommend at most ${CONTACT_IMPORT_MAX} contacts at a time.`}
      >
        <div className="import-guides">
          {GUIDES.map((g) => (
            <section key={g.title} className="import-guide">
              <h3>{g.title}</h3>
              <ol>
                {g.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
        <p className="muted">
          Holeout never uploads your address book: you search one contact at a time, and only their username is shown.
        </p>
        <CopyLinkField link={link} what="App link" copyLabel="Copy App Link to Share Manually" />
      </ModalDialog>
    </>
  );
}
