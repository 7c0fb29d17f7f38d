import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@pulp/shared';
import { chakra, IconButton, PulpIcon, showConfirmation, showError, Text } from '@pulp/shared/ui';
import { Table } from '@pulp/shared/ui-data';
import { CELL, StaffTable, type Column } from '../../tables/StaffTable';
import { ADMINISTRATION_PAGE_SIZES, usePaging } from '../../tables/usePaging';
import { useList } from '../../tables/useList';
import { CommentDialog } from './CommentDialog';
import { RatingStars } from './RatingStars';
import { deleteFeedback, loadFeedbacks, type StoredFeedback } from './api';

/** Customer feedback, paged at 10, each with a delete button (docs/behaviour.md, "Screens"). */
export function FeedbackTable() {
  const { t } = useTranslation();
  const list = useList(loadFeedbacks);
  const { visible, paginator } = usePaging(list.items, ADMINISTRATION_PAGE_SIZES);
  const [opened, setOpened] = useState<StoredFeedback | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (feedback: StoredFeedback) => {
    setDeleting(feedback.id);
    try {
      await deleteFeedback(feedback.id);
      list.setItems((items) => items.filter((item) => item.id !== feedback.id));
      showConfirmation(t('ADMIN_FEEDBACK_DELETED'));
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column[] = [
    { key: 'user', label: t('ADMIN_COL_USER') },
    { key: 'comment', label: t('ADMIN_COL_COMMENT') },
    { key: 'rating', label: t('ADMIN_COL_RATING') },
    { key: 'delete', label: t('STAFF_COL_ACTIONS'), align: 'end', hiddenLabel: true },
  ];

  return (
    <>
      <StaffTable
        id="admin-feedback"
        title={t('ADMIN_FEEDBACK_TITLE')}
        description={t('ADMIN_FEEDBACK_TEXT')}
        className="customer-table"
        columns={columns}
        list={list}
        emptyText={t('ADMIN_NO_FEEDBACK')}
        paginator={paginator}
      >
        {visible.map((feedback) => (
          <Table.Row key={feedback.id} className="feedback-row" data-feedback-id={feedback.id}>
            <Table.Cell {...CELL} className="feedback-user" color="fg.muted" whiteSpace="nowrap">
              {feedback.UserId ?? t('ADMIN_ANONYMOUS')}
            </Table.Cell>
            <Table.Cell {...CELL} minW="48">
              <chakra.button
                type="button"
                onClick={() => setOpened(feedback)}
                textAlign="start"
                cursor="pointer"
                borderRadius="sm"
                _hover={{ color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                className="feedback-comment-button"
              >
                {/* vuln: persistedXssFeedbackChallenge ? — the comment is shown as HTML, so markup a
                    customer stored runs in the browser of whoever opens this table. */}
                <Text lineClamp={2} className="feedback-comment" dir="auto" dangerouslySetInnerHTML={{ __html: feedback.comment }} />
              </chakra.button>
            </Table.Cell>
            <Table.Cell {...CELL}>
              <RatingStars rating={feedback.rating} />
            </Table.Cell>
            <Table.Cell {...CELL} textAlign="end">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('ADMIN_DELETE_FEEDBACK')}
                loading={deleting === feedback.id}
                onClick={() => remove(feedback)}
                className="delete-feedback"
              >
                <PulpIcon name="trash" />
              </IconButton>
            </Table.Cell>
          </Table.Row>
        ))}
      </StaffTable>
      <CommentDialog feedback={opened} onClose={() => setOpened(null)} />
    </>
  );
}
