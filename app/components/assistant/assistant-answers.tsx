import { useState } from 'react';
import type { AssistantAnswer } from '../../../core/assistant.ts';
import type { GoodsCard } from '../../../core/api.ts';
import { splitLinks } from '../../../core/i18n/inline-links.ts';
import { thumbUrl } from '../../../core/thumb.ts';
import { useAppState } from '../../lib/app-state.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { LocalizedLink } from '../localized-link.tsx';

/** The assistant's answers as messages (app/components/assistant/assistant-panel.tsx). A link to one of our pages closes the dialog. */

type Navigate = { onNavigate: () => void };
const LINK = 'font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700';

/** A catalogue text whose `[label](/path)` parts are links to our pages, in the page's locale. */
export function LinkedText({ text, onNavigate }: { text: string } & Navigate) {
  return splitLinks(text).map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <LocalizedLink key={index} to={part.to} onClick={onNavigate} className={LINK}>
        {part.label}
      </LocalizedLink>
    ),
  );
}

type Offer = Extract<AssistantAnswer, { kind: 'product' }>['offers'][number];

/** Offers shown before "Show all": the first few (the buyer's chosen agent and the best ones come first). */
const OFFERS_SHOWN = 5;

/** Each agent's buy link (through the counting /go redirect, the agent's own link as its title) and whose code it carries. */
function AgentLinks({ offers }: { offers: readonly Offer[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? offers : offers.slice(0, OFFERS_SHOWN);
  return (
    <>
      <ul className="mt-2 space-y-1.5">
        {shown.map((offer) => (
          <li key={offer.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
            <a href={offer.clickUrl} title={offer.buyUrl} target="_blank" rel="noopener noreferrer nofollow sponsored" className={LINK}>
              {t('assistant.buyVia', { agent: offer.agentName })}
              <span className="sr-only"> {t('assistant.opensInNewTab')}</span>
            </a>
            <span className="text-xs text-slate-600">
              {offer.referralCode
                ? t(offer.attribution === 'creator' ? 'assistant.codeCreator' : 'assistant.codePlatform', { code: offer.referralCode })
                : t('assistant.codeNone')}
            </span>
          </li>
        ))}
      </ul>
      {!all && offers.length > OFFERS_SHOWN && (
        <button type="button" onClick={() => setAll(true)} className={`mt-1.5 ${LINK}`}>
          {t('agents.showAll', { count: offers.length })}
        </button>
      )}
    </>
  );
}

function GoodsRow({ goods, onNavigate }: { goods: GoodsCard } & Navigate) {
  const { formatPrice } = useAppState();
  return (
    <LocalizedLink to={`/products/${encodeURIComponent(goods.channel)}/${encodeURIComponent(goods.offerId)}`} onClick={onNavigate} className="flex items-center gap-3 rounded-lg p-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700">
      <img src={thumbUrl(goods.image, 64)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-md bg-slate-100 object-cover" />
      <span className="min-w-0">
        <span className="line-clamp-2 text-slate-900">{goods.title}</span>
        <span className="font-semibold text-rose-700">{formatPrice(goods.priceCny)}</span>
      </span>
    </LocalizedLink>
  );
}

export function AnswerView({ answer, onNavigate }: { answer: AssistantAnswer } & Navigate) {
  const { t } = useTranslation();
  switch (answer.kind) {
    case 'article':
      return (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{t(answer.source === 'faq' ? 'assistant.fromFaq' : 'assistant.fromPolicy')}</p>
          <p className="mt-0.5 font-semibold text-slate-900">{answer.title}</p>
          {answer.text.split('\n\n').map((paragraph, index) => (
            <p key={index} className="mt-1 leading-relaxed">
              <LinkedText text={paragraph} onNavigate={onNavigate} />
            </p>
          ))}
          <LocalizedLink to={answer.path} onClick={onNavigate} className={`mt-1 inline-block ${LINK}`}>
            {t('assistant.readMore')}
          </LocalizedLink>
        </div>
      );
    case 'goods':
      return (
        <div>
          <p className="font-semibold text-slate-900">{t('assistant.goodsFound', { keyword: answer.keyword })}</p>
          <ul className="mt-1">
            {answer.goods.map((goods) => (
              <li key={`${goods.channel}:${goods.offerId}`}>
                <GoodsRow goods={goods} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
          <LocalizedLink to={answer.searchPath} onClick={onNavigate} className={`mt-1 inline-block ${LINK}`}>
            {t('assistant.seeAll', { count: answer.total })}
          </LocalizedLink>
        </div>
      );
    case 'product':
      return (
        <div>
          <p className="font-semibold text-slate-900">{t('assistant.productHeading')}</p>
          {answer.goods ? <GoodsRow goods={answer.goods} onNavigate={onNavigate} /> : <p className="mt-1">{t('assistant.notInCatalog')}</p>}
          {answer.productPath && (
            <LocalizedLink to={answer.productPath} onClick={onNavigate} className={`inline-block ${LINK}`}>
              {t('assistant.openProduct')}
            </LocalizedLink>
          )}
          <AgentLinks offers={answer.offers} />
        </div>
      );
    case 'link_refused':
      return <p>{answer.message}</p>;
  }
}
