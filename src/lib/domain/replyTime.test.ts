import { describe, expect, it } from 'vitest';
import { pick } from '../../i18n';
import { replyTimeLabel as labelIn } from './replyTime';

const say = pick('en', ['detail.repliesHour', 'detail.repliesHours', 'detail.repliesDay']);
const replyTimeLabel = (stat: Parameters<typeof labelIn>[0]) => labelIn(stat, say);

const stat = (medianReplySeconds: number | null, conversations = 3) => ({ conversations, medianReplySeconds });

describe('replyTimeLabel', () => {
  it('says within an hour, a few hours or a day by the median reply time', () => {
    expect(replyTimeLabel(stat(0))).toBe('Usually replies within an hour');
    expect(replyTimeLabel(stat(3_600))).toBe('Usually replies within an hour');
    expect(replyTimeLabel(stat(3_601))).toBe('Usually replies within a few hours');
    expect(replyTimeLabel(stat(6 * 3_600))).toBe('Usually replies within a few hours');
    expect(replyTimeLabel(stat(6 * 3_600 + 1))).toBe('Usually replies within a day');
    expect(replyTimeLabel(stat(86_400))).toBe('Usually replies within a day');
  });

  it('says nothing for slower sellers, mostly unanswered buyers or fewer than three conversations', () => {
    expect(replyTimeLabel(stat(86_401))).toBeNull();
    expect(replyTimeLabel(stat(null))).toBeNull();
    expect(replyTimeLabel(stat(60, 2))).toBeNull();
    expect(replyTimeLabel(null)).toBeNull();
  });
});
