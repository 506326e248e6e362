// One uploaded prescription in the list (issue 15): name, size, time and source, a preview of an
// image, download and delete.
import { API_BASE } from '../../../src/api/paths';
import { RECIPE_UPLOAD_API, RecipeUpload } from '../contract';
import { isPreviewable } from '../rules';
import { recipeUploadDe } from '../texts.de';
import { Button, buttonClass } from '../../../src/ui/Button';

const t = recipeUploadDe;
const dateTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const fileUrl = (id: string, download: boolean) =>
  `${API_BASE}${RECIPE_UPLOAD_API.file(id)}${download ? '?download=1' : ''}`;

export function UploadItem({
  item,
  onDelete,
}: {
  item: RecipeUpload;
  onDelete: (item: RecipeUpload) => void;
}) {
  const l = t.list;
  return (
    <li
      data-testid="recipe-upload-item"
      className="flex items-center gap-3 rounded-md border border-slate-200 bg-white p-3"
    >
      {isPreviewable(item.mime) ? (
        <a href={fileUrl(item.id, false)} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={fileUrl(item.id, false)}
            alt={l.preview(item.fileName)}
            loading="lazy"
            className="h-16 w-16 rounded border border-slate-200 object-cover"
          />
        </a>
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600"
        >
          {item.mime === 'application/pdf' ? l.pdf : l.heic}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{item.fileName}</p>
        <p className="text-sm text-slate-600">
          {l.meta(t.size(item.size), dateTime.format(new Date(item.createdAt)), item.createdBy)}
          {item.source === 'phone' ? ` · ${l.fromPhone}` : ''}
        </p>
      </div>
      <a
        href={fileUrl(item.id, true)}
        download={item.fileName}
        aria-label={l.downloadLabel(item.fileName)}
        className={buttonClass('secondary')}
      >
        {l.download}
      </a>
      <Button
        variant="secondary"
        aria-label={l.deleteLabel(item.fileName)}
        onClick={() => onDelete(item)}
      >
        {l.delete}
      </Button>
    </li>
  );
}
