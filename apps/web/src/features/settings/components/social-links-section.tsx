import type { Player } from '@holeout/shared/accounts';
import { useState } from 'react';
import { Form } from '../../../components/form.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { type SocialLinks, useUpdateSocials } from '../api/update-socials.ts';
import { settingsError } from '../settings-options.ts';

const FIELDS: { key: keyof SocialLinks; label: string; placeholder: string }[] = [
  { key: 'x_url', label: 'X (Twitter)', placeholder: 'https://x.com/yourname' },
  { key: 'tiktok_url', label: 'TikTok', placeholder: 'https://www.tiktok.com/@yourname' },
  { key: 'website_url', label: 'Website', placeholder: 'https://example.com' },
  { key: 'telegram_url', label: 'Telegram', placeholder: 'https://t.me/yourname' },
];

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

  function submit() {
    const trimmed = Object.fromEntries(Object.entries(links).map(([k, v]) => [k, v.trim()])) as SocialLinks;
    update.mutate(trimmed, { onSuccess: (answer) => toast(answer.message) });
  }

  return (
    <section className="card settings-section" aria-labelledby="social-links-heading">
      <h2 id="social-links-heading">Social Links</h2>
      <p className="section-intro">Links other players can follow to find you. Each starts with https://.</p>
      <Form
        className="form form-grid"
        onSubmit={submit}
        busy={update.isPending}
        error={update.error && settingsError(errorText(update.error, 'Could not save your social links.'))}
        submitLabel="Save Social Links"
        layout="row"
      >
        {FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            type="url"
            inputMode="url"
            placeholder={field.placeholder}
            value={links[field.key]}
            onValue={(value) => setLinks((l) => ({ ...l, [field.key]: value }))}
          />
        ))}
      </Form>
    </section>
  );
}
