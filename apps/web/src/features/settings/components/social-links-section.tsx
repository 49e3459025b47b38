import type { Player } from '@holeout/shared/accounts';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useToast } from '../../../components/toast-provider.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { type SocialLinks, updateSocials } from '../api/update-socials.ts';
import { settingsError } from '../settings-options.ts';

const FIELDS: { key: keyof SocialLinks; label: string; placeholder: string }[] = [
  { key: 'x_url', label: 'X (Twitter)', placeholder: 'https://x.com/yourname' },
  { key: 'tiktok_url', label: 'TikTok', placeholder: 'https://www.tiktok.com/@yourname' },
  { key: 'website_url', label: 'Website', placeholder: 'https://example.com' },
  { key: 'telegram_url', label: 'Telegram', placeholder: 'https://t.me/yourname' },
];

/** The four social links; an emptied field removes its link. */
export function SocialLinksSection({ player, onSaved }: { player: Player; onSaved: (player: Player) => void }) {
  const toast = useToast();
  const [links, setLinks] = useState<SocialLinks>({
    x_url: player.x_url ?? '',
    tiktok_url: player.tiktok_url ?? '',
    website_url: player.website_url ?? '',
    telegram_url: player.telegram_url ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(links).map(([k, v]) => [k, v.trim()])) as SocialLinks;
      const answer = await updateSocials(player.player_id, trimmed);
      if (!answer) throw new Error('Player not found');
      onSaved(answer.player);
      toast(answer.message);
    } catch (err) {
      setError(settingsError(errorText(err, 'Could not save your social links.')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card settings-section" aria-labelledby="social-links-heading">
      <h2 id="social-links-heading">Social Links</h2>
      <p className="section-intro">Links other players can follow to find you. Each starts with https://.</p>
      <form className="form form-grid" onSubmit={submit} noValidate aria-busy={busy}>
        {FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            type="url"
            inputMode="url"
            placeholder={field.placeholder}
            value={links[field.key]}
            onChange={(e) => setLinks((l) => ({ ...l, [field.key]: e.target.value }))}
            describedBy={error ? errorId : undefined}
          />
        ))}
        <FormMessage id={errorId} error={error} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            Save Social Links
          </button>
        </div>
      </form>
    </section>
  );
}
