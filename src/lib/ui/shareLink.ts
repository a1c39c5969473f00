/** Share the page: the system share sheet where there is one, else the link copied, with a toast either way. */
import { toast } from '../../stores/toasts';

export async function shareLink(title: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch {
      // Cancelled, or not allowed here: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Paste it anywhere to share this listing.', variant: 'success' });
  } catch {
    toast({ title: 'Copy this link to share', description: url });
  }
}
