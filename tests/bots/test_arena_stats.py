"""The arena's pooled figures: runs extending each other merge by match seed, the share of the oracle's
lead a level reaches comes with an interval paired over the same seeds, and a figure measured on several
seeds pools into one whose interval widens with the spread between the seeds (or, read as one sample of
deals, into the figure of all their groups together)."""

from __future__ import annotations

import json
import random

import pytest

from debertz.cli.arena import (
    Group,
    ModeResult,
    from_json,
    gap_closed,
    merged,
    pooled_as_one_sample,
    pooled_over_seeds,
    run_mode,
    t975,
)


def _result(a: str, seeds: list[int], diffs: list[float], deals: int = 10) -> ModeResult:
    r = ModeResult("2", a, "normal", [Group(d, deals, 1.0, 2, 1.0) for d in diffs])
    r.seeds = list(seeds)
    return r


def test_merged_orders_groups_by_seed_and_refuses_a_seed_twice() -> None:
    x = _result("hard", [5, 3], [50.0, 30.0])
    y = _result("hard", [4, 6], [40.0, 60.0])
    x.roles, y.roles = {"hard": [2.0, 1.0, 50.0, 3.0, 20.0]}, {"hard": [1.0, 0.0, 10.0, 1.0, 5.0]}
    m = merged([x, y])
    assert m.roles == {"hard": [3.0, 1.0, 60.0, 4.0, 25.0]}
    assert m.seeds == [3, 4, 5, 6]
    assert [g.diff for g in m.groups] == [30.0, 40.0, 50.0, 60.0]
    with pytest.raises(ValueError):
        merged([x, _result("hard", [3], [1.0])])
    with pytest.raises(ValueError):
        merged([x, _result("oracle", [9], [1.0])])


def test_gap_closed_is_the_ratio_of_means_with_a_paired_interval() -> None:
    rng = random.Random(1)
    seeds = list(range(200))
    luck = [rng.gauss(0, 300) for _ in seeds]
    top = _result("oracle", seeds, [400 + x for x in luck])
    half_as_good = _result("hard", seeds, [200 + x / 2 + rng.gauss(0, 20) for x in luck])
    share, half = gap_closed(half_as_good, top)
    assert share == pytest.approx(half_as_good.mean_ci()[0] / top.mean_ci()[0])
    assert abs(share - 0.5) < 0.05
    # the shared luck cancels: the interval is far tighter than the two separate ones would give
    assert half < 0.05
    unrelated = _result("hard", seeds, [200 + rng.gauss(0, 150) for _ in seeds])
    assert gap_closed(unrelated, top)[1] > 2 * half
    with pytest.raises(ValueError):
        gap_closed(_result("hard", seeds[1:] + [999], [1.0] * 200), top)


def test_results_survive_json_and_old_lines_get_their_seeds_back() -> None:
    r = run_mode("2", "normal", "easy", 0, 0, "one_deal", {}, seeds=[7, 8, 9])
    assert r.seeds == [7, 8, 9]
    back = from_json(json.loads(json.dumps(r.to_json())))
    assert back.seeds == r.seeds and [g.diff for g in back.groups] == [g.diff for g in r.groups]
    # a line without seeds, from bench_bots --seed 1 --first 10 over 2 jobs (each job takes every other seed)
    old = {k: v for k, v in r.to_json().items() if k != "seeds"}
    old["groups"] = old["groups"] + old["groups"][:1]
    old.update(seed=1, first=10)
    assert from_json(old).seeds == [100_010, 100_012, 100_011, 100_013]


def test_seeds_that_agree_pool_like_one_larger_run() -> None:
    value, half, tau = pooled_over_seeds([(5.0, 2.0), (5.0, 2.0), (5.0, 2.0)])
    assert value == pytest.approx(5.0) and tau == 0.0
    # the pool's own variance (three seeds' worth), through t with two degrees of freedom
    assert half == pytest.approx(4.303 * (2.0 / 1.96) / 3 ** 0.5)


def test_seeds_that_disagree_widen_the_pooled_interval() -> None:
    tight = pooled_over_seeds([(5.0, 2.0), (6.0, 2.0), (4.0, 2.0)])
    spread = pooled_over_seeds([(5.0, 2.0), (15.0, 2.0), (-5.0, 2.0)])
    assert tight[2] == 0.0 and spread[2] > 5.0  # tau: the spread between seeds beyond their own intervals
    assert spread[0] == pytest.approx(5.0)
    assert spread[1] > 5 * tight[1]
    # a seed measured more precisely counts for more while the seeds agree within their intervals ...
    assert pooled_over_seeds([(10.0, 0.5), (8.0, 5.0)])[0] > 9.9
    # ... and about as much as the other once they disagree beyond them
    assert 4.0 < pooled_over_seeds([(10.0, 0.5), (0.0, 5.0)])[0] < 6.0
    with pytest.raises(ValueError):
        pooled_over_seeds([(5.0, 2.0)])
    with pytest.raises(ValueError):
        pooled_over_seeds([(5.0, 2.0), (5.0, float("inf"))])


def test_seeds_read_as_one_sample_pool_like_all_their_groups_together() -> None:
    # three seeds of equal precision: the mean, and the half-width of three times the groups
    value, half = pooled_as_one_sample([(1.0, 2.0), (2.0, 2.0), (3.0, 2.0)])
    assert value == pytest.approx(2.0) and half == pytest.approx(2.0 / 3 ** 0.5)
    # three seeds' runs pool like the same groups merged into one run
    rng = random.Random(7)
    runs = [_result("hard", list(range(400 * i, 400 * (i + 1))), [rng.gauss(20.0, 100.0) for _ in range(400)])
            for i in range(3)]
    whole = merged(runs).mean_ci()
    pooled = pooled_as_one_sample([r.mean_ci() for r in runs])
    assert pooled[0] == pytest.approx(whole[0], abs=0.05) and pooled[1] == pytest.approx(whole[1], rel=0.05)
    # narrower than the cautious pool of the same seeds, which allows them to differ
    assert pooled[1] < pooled_over_seeds([r.mean_ci() for r in runs])[1]
    with pytest.raises(ValueError):
        pooled_as_one_sample([])


def test_t_quantiles() -> None:
    assert t975(2) == 4.303
    assert t975(30) == pytest.approx(2.042, abs=0.01)
    assert t975(1000) == pytest.approx(1.962, abs=0.01)
