import { NewsEditor } from '#web/features/content-admin/news-editor';
import { AdminTabPanel } from '../admin-tab-panel';

/** News: the posts of /news, drafts included (docs/product.md#news). */
export function NewsTab() {
  return (
    <AdminTabPanel slug="news" title="News">
      <NewsEditor />
    </AdminTabPanel>
  );
}
