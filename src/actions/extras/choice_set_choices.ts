// GET /api/extras/custom-field-choice-sets/<id>/choices/ (NetBox 3.7 and 4.6
// CustomFieldChoiceSetViewSet.choices): the set's choices, base and extra, in the set's order,
// each as {id: value, display: label}, paginated as every list; q keeps those whose value or
// label contains it, ignoring case. The route has already checked that the user may view the set.
import { choicesOf } from '../../rules/extras/custom_field/base_choices.ts';
import { query } from '../../engine/db.ts';
import { ApiError } from '../../engine/errors.ts';
import type { ActionHandler } from '../../http/actions.ts';
import { listPage } from '../../http/list-page.ts';
import { queryOf } from '../../http/request.ts';
import { pageText, sendJsonText } from '../../http/respond.ts';

const choices: ActionHandler = async (req, res, { services, id }) => {
  const [set] = await query<{ base_choices: string | null; extra_choices: unknown; order_alphabetically: boolean }>(services.pool,
    `SELECT base_choices, extra_choices, order_alphabetically FROM extras_custom_field_choice_set WHERE id = $1`, [id]);
  if (!set) throw new ApiError(404, 'Not found.');
  const params = queryOf(req);
  let list = choicesOf(set);
  const q = params.q?.[0]?.toLowerCase();
  if (q) list = list.filter(([value, label]) => value.toLowerCase().includes(q) || label.toLowerCase().includes(q));
  const { items, ...page } = listPage(req, services.config, list);
  sendJsonText(req, res, 200, pageText({ ...page, results: items.map(([value, label]) => JSON.stringify({ id: value, display: label })) }));
};

export default choices;
