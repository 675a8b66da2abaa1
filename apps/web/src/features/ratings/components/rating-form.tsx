import type { RatingInputBody } from '@raahi/domain/ratings';
import {
  NEGATIVE_RATING_TAGS,
  POSITIVE_RATING_TAGS,
  RATING_COMMENT_MAX,
  type RatingTag,
} from '@raahi/domain/rating-constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Stars, tags and a comment: big enough for a thumb on a phone. Happy tags are offered for 4
 * and 5 stars, unhappy ones for 1 to 3, and both before a score is picked.
 */
export function RatingForm(props: {
  busy: boolean;
  onSubmit: (input: RatingInputBody) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const [tags, setTags] = useState<RatingTag[]>([]);
  const [comment, setComment] = useState('');
  const offered: readonly RatingTag[] =
    score === null
      ? [...POSITIVE_RATING_TAGS, ...NEGATIVE_RATING_TAGS]
      : score >= 4
        ? POSITIVE_RATING_TAGS
        : NEGATIVE_RATING_TAGS;
  const toggle = (tag: RatingTag) =>
    setTags((now) => (now.includes(tag) ? now.filter((x) => x !== tag) : [...now, tag]));

  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 2.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (score === null) return;
        props.onSubmit({ score, tags: tags.filter((tag) => offered.includes(tag)), comment });
      }}
    >
      <Box
        component="fieldset"
        sx={{ border: 0, m: 0, p: 0, display: 'grid', justifyItems: 'center', gap: 0.5 }}
      >
        <Typography component="legend" variant="subtitle1" sx={{ textAlign: 'center' }}>
          {t('ratings.form.score')}
        </Typography>
        <Rating
          name="score"
          value={score}
          onChange={(_, value) => setScore(value)}
          getLabelText={(value) => t('ratings.stars', { count: value })}
          sx={{ fontSize: { xs: '3rem', sm: '3.5rem' } }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {score === null
            ? t('ratings.form.pick')
            : t(`ratings.scoreWords.${score as 1 | 2 | 3 | 4 | 5}`)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('ratings.form.tags')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {offered.map((tag) => {
            const on = tags.includes(tag);
            return (
              <Chip
                key={tag}
                label={t(`ratings.tags.${tag}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(tag)}
                aria-pressed={on}
                sx={{ minHeight: 40, fontSize: '0.95rem' }}
              />
            );
          })}
        </Box>
      </Box>
      <TextField
        label={t('ratings.form.comment')}
        multiline
        minRows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={score === null || props.busy}
        sx={{ minHeight: 48 }}
      >
        {props.submitLabel}
      </Button>
    </Box>
  );
}
