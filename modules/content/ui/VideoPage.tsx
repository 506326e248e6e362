// Video library (issue 15, role User): the videos by category (title, duration, description)
// from the synced metadata, and an HTML5 player with German captions (WebVTT) for the chosen
// one. The videos are streamed from the server (Range requests, so seeking works) and never
// stored on the device: offline the list stays and the screen says a connection is needed.
import { useMemo, useState } from 'react';
import {
  VIDEO_CATEGORIES,
  videoCaptionsPath,
  videoFilePath,
  type VideoCategory,
  type VideoRow,
} from '../contract';
import { API_BASE } from '../../../src/api/paths';
import { useDb, useLiveQuery, useSyncStatus } from '../../../src/db';
import { contentDe } from '../texts.de';
import { de } from '../../../src/i18n/de';
import { Screen } from './Screen';
import { Button } from '../../../src/ui/Button';
import { Spinner } from '../../../src/ui/Spinner';
import { UntilFirstSync } from '../../../src/features/sync';

const t = contentDe.video;
const FIELD =
  'mt-1 block rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

function Player({ video, online }: { video: VideoRow; online: boolean }) {
  return (
    <section aria-labelledby="video-player-title" className="max-w-2xl space-y-2">
      <h2 id="video-player-title" className="text-base font-semibold text-slate-900">
        {video.title}
      </h2>
      {online ? (
        <video
          key={video.id}
          data-testid="video-player"
          controls
          preload="metadata"
          className="aspect-video w-full rounded-md bg-black"
          src={`${API_BASE}${videoFilePath(video.fileKey)}`}
        >
          <track
            kind="captions"
            srcLang="de"
            label={t.captionsLabel}
            src={`${API_BASE}${videoCaptionsPath(video.fileKey)}`}
            default
          />
          {t.noVideoSupport}
        </video>
      ) : (
        <p className="flex aspect-video w-full items-center justify-center rounded-md bg-slate-100 p-4 text-center text-slate-700">
          {t.offline}
        </p>
      )}
      <p className="text-sm text-slate-700">{video.description}</p>
    </section>
  );
}

function VideoPageBody() {
  const db = useDb();
  const { connectivity } = useSyncStatus();
  const online = connectivity === 'online';
  const rows = useLiveQuery(async () => (db ? db.videos.toArray() : undefined), [db]);
  const [category, setCategory] = useState<VideoCategory | ''>('');
  const [chosenId, setChosenId] = useState<string | null>(null);

  const shown = useMemo(
    () =>
      (rows ?? [])
        .filter((v) => category === '' || v.category === category)
        .sort((a, b) => a.title.localeCompare(b.title, 'de')),
    [rows, category],
  );
  if (rows === undefined) return <Spinner label={t.loading} />;
  const chosen = rows.find((v) => v.id === chosenId) ?? shown[0];

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-700">{t.intro}</p>
      <p className="text-sm text-slate-600">{t.needsConnection}</p>
      {rows.length === 0 ? (
        <UntilFirstSync collections="videos">
          <p className="text-slate-600">{t.empty}</p>
        </UntilFirstSync>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          {chosen ? <Player video={chosen} online={online} /> : <div />}
          <section aria-labelledby="video-list-title" className="space-y-3">
            <h2 id="video-list-title" className="sr-only">
              {t.intro}
            </h2>
            <label className="text-sm text-slate-800">
              {t.categoryLabel}
              <select
                className={FIELD}
                value={category}
                onChange={(event) => setCategory(event.target.value as VideoCategory | '')}
              >
                <option value="">{t.allCategories}</option>
                {VIDEO_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t.category[c]}
                  </option>
                ))}
              </select>
            </label>
            {shown.length === 0 ? (
              <p className="text-slate-600">{t.empty}</p>
            ) : (
              <ul className="space-y-2">
                {shown.map((v) => {
                  const current = v.id === chosen?.id;
                  return (
                    <li
                      key={v.id}
                      data-testid="video-item"
                      className={`rounded-md border p-3 ${current ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`}
                    >
                      <p className="text-xs text-slate-600">
                        {t.category[v.category]} · {t.duration}: {t.minutes(v.durationSeconds)}
                      </p>
                      <p className="font-medium text-slate-900">{v.title}</p>
                      <p className="text-sm text-slate-700">{v.description}</p>
                      {current ? (
                        <p className="mt-1 text-sm font-semibold text-brand-800">
                          <span aria-hidden="true">▶ </span>
                          {t.playing}
                        </p>
                      ) : (
                        <Button
                          variant="secondary"
                          className="mt-1"
                          aria-label={t.playNamed(v.title)}
                          onClick={() => setChosenId(v.id)}
                        >
                          {t.play}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

export function VideoPage() {
  return (
    <Screen title={de.screens.video} testId="video-page">
      <VideoPageBody />
    </Screen>
  );
}
