import { type Player, updateSocialsRequestSchema } from '@holeout/shared/accounts';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { formProblems } from '../../../lib/api-client.ts';
import { type FormProblems, fieldErrorsFromIssues, fieldsSummary, NO_PROBLEMS } from '../../../lib/field-errors.ts';
import { type SocialLinks, useUpdateSocials } from '../api/update-socials.ts';
import { settingsError } from '../settings-options.ts';

type Field = keyof SocialLinks;

/** The links' labels in people's words, in the form's order. */
export const SOCIAL_LINK_LABELS: Record<Field, string> = {
  x_url: 'X link',
  tiktok_url: 'TikTok link',
  website_url: 'Website',
  telegram_url: 'Telegram link',
};

const PLACEHOLDERS: Record<Field, string> = {
  x_url: 'https://x.com/yourname',
  tiktok_url: 'https://tiktok.com/@yourname',
  website_url: 'https://example.com',
  telegram_url: 'https://t.me/yourname',
};

const KEYS = Object.keys(SOCIAL_LINK_LABELS) as Field[];

/** Every link checked with the server's own rule at once; the message is null when the form may be sent. */
export function socialLinksProblems(links: SocialLinks): FormProblems<Field> {
  const checked = updateSocialsRequestSchema.safeParse(links);
  const fields = checked.success ? {} : fieldErrorsFromIssues(checked.error.issues, KEYS);
  return { message: fieldsSummary(fields, SOCIAL_LINK_LABELS), fields };
}

/** The four social links; an emptied field removes its link. */
export function SocialLinksSection({ player }: { player: Player }) {
  const toast = useToast();
  const update = useUpdateSocials(player.player_id);
  const [links, setLinks] = useState<SocialLinks>({
    x_url: player.x_url ?? '',
    tiktok_url: player.tiktok_url ?? '',
    website_url: player.website_url ?? '',
    telegram_url: player.telegram_url ?? '',
  });

  const [invalid, setInvalid] = useState<FormProblems<Field>>(NO_PROBLEMS);

  function submit() {
    const trimmed = Object.fromEntries(Object.entries(links).map(([k, v]) => [k, v.trim()])) as SocialLinks;
    const check = socialLinksProblems(trimmed);
    setInvalid(check);
    if (check.message) return;
    update.mutate(trimmed, { onSuccess: (answer) => toast(answer.message) });
  }

  const problems = formProblems(invalid, update.error, 'Could not save your social links.', SOCIAL_LINK_LABELS);

  return (
    <section className="card settings-section" aria-labelledby="social-links-heading">
      <h2 id="social-links-heading">Social Links</h2>
      <p className="section-intro">Links other players can follow to find you. Each starts with https://.</p>
      <Form
        className="form form-grid"
        onSubmit={submit}
        busy={update.isPending}
        error={problems.message && settingsError(problems.message)}
        submitLabel="Save Social Links"
        layout="row"
      >
        {KEYS.map((key) => (
          <FormField
            key={key}
            label={SOCIAL_LINK_LABELS[key]}
            type="url"
            inputMode="url"
            placeholder={PLACEHOLDERS[key]}
            value={links[key]}
            onValue={(value) => setLinks((l) => ({ ...l, [key]: value }))}
            error={problems.fields[key]}
          />
        ))}
      </Form>
    </section>
  );
}
