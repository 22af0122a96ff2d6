"""Recognition replies in Chinese, the way Qwen (the specification's model family) writes them.

Each case is labelled by a careful grader's reading (``expected``: the shape the reply commits
to, ``"none"`` when it commits to none, ``"ambiguous"`` for a hedge) before the reader was run on
it (the cases were written after the registry's Chinese names, by the same developer: they test
the names' reading, and are no substitute for replies from real models). The cases alternate between a *tuning* half (even positions; the reader's Chinese rules were
adjusted until it agreed on these) and a *held-out* half (odd positions; never tuned on), and
``test_recognition_zh.py`` reports agreement on each. Shapes marked extended are read with the
extended active set.
"""

from __future__ import annotations

from typing import NamedTuple


class ZhCase(NamedTuple):
    shape: str
    reply: str
    expected: str
    why: str


CASES: list[ZhCase] = [
    ZhCase(
        "spiral",
        "观察迷宫中的通道：从左上角开始沿边界向右、向下、向左，然后向内盘绕。\n\nSHAPE: 螺旋形",
        "spiral",
        "the asked line, a Chinese name",
    ),
    ZhCase(
        "square",
        "通道沿着网格的四条边围成一圈，中间全是墙。\n因此形状是正方形。",
        "square",
        "prose conclusion",
    ),
    ZhCase(
        "cross",
        "两条对角线上的格子都是通道，它们在中心交叉，形成一个X形。\nSHAPE: X形",
        "cross",
        "X形 is the X; the verb 交叉 names nothing",
    ),
    ZhCase(
        "triangle",
        "通道构成了一个三角形的轮廓：顶部一个点，底边是一整行。\n\n**形状：三角形**",
        "triangle",
        "bold Chinese label",
    ),
    ZhCase(
        "C",
        "左边一列和上下两行是通道，右侧开口，像字母C。\nSHAPE: C",
        "C",
        "the letter on the asked line",
    ),
    ZhCase(
        "Z",
        "第一行和最后一行是通道，中间由一条从右上到左下的斜线连接，呈Z字形。\n\nSHAPE: Z",
        "Z",
        "Z字形 and the letter",
    ),
    ZhCase(
        "spiral",
        "一开始我以为是正方形，但通道在内部继续转弯，所以不是正方形，而是螺旋形。\nSHAPE: 螺旋形",
        "spiral",
        "the SHAPE: line decides",
    ),
    ZhCase(
        "square",
        "这不是螺旋形，因为通道没有向内延伸；它是一个正方形。",
        "square",
        "negated spiral, then the answer",
    ),
    ZhCase("C", "可能是C形，也可能是Z形。", "ambiguous", "a hedge commits to neither"),
    ZhCase(
        "triangle",
        "这是一个5×5的正方形网格。通道形成一个三角形。",
        "triangle",
        "the square grid is the grid's shape",
    ),
    ZhCase(
        "spiral",
        "迷宮的通道呈螺旋狀，由外向內旋轉。\nSHAPE: 螺旋",
        "spiral",
        "traditional characters",
    ),
    ZhCase("square", "通道圍成一個正方形的外框。", "square", "traditional characters"),
    ZhCase("cross", "答案：十字形", "cross", "十字形 is 'cross', the X's name"),
    ZhCase("Z", "通道像之字形一样来回折返。\n形状：Z", "Z", "之字形 is the zigzag"),
    ZhCase("C", "通道形成一个半圆形的开口结构，开口朝右。", "C", "半圆 as 'semicircle'"),
    ZhCase("triangle", "通道的形状像一座金字塔。", "triangle", "金字塔 as 'pyramid'"),
    ZhCase("triangle", "这个形状不是三角形。", "none", "only a negation: no answer"),
    ZhCase(
        "square",
        "是螺旋形吗？不是。通道围成一圈，是方框。",
        "square",
        "a question asks; the answer follows",
    ),
    ZhCase("spiral", "通道像一个漩涡一样向中心旋转。SHAPE: spiral", "spiral", "English label"),
    ZhCase("spiral", "ＳＨＡＰＥ：螺旋形", "spiral", "full-width label"),
    ZhCase("square", "通道形成了一个矩形的环。", "square", "矩形 as 'rectangle'"),
    ZhCase("cross", "对角线交叉，像乘号×一样。", "cross", "乘号 and ×"),
    ZhCase("Z", "通道的形状是闪电形。", "Z", "闪电 as 'lightning'"),
    ZhCase("C", "最终答案：C字形", "C", "C字形"),
    ZhCase("spiral", "The corridors form a spiral.\n形状：螺旋形", "spiral", "mixed languages"),
    ZhCase("cross", "这是一个5x5的迷宫，通道构成一个十字。", "cross", "十字"),
    ZhCase(
        "Z",
        "我认为是三角形，不对，应该是Z字形。\nSHAPE: Z",
        "Z",
        "a correction, then the asked line",
    ),
    ZhCase(
        "spiral",
        "看起来像正方形，但其实是螺旋形。",
        "spiral",
        "a concession ('looks like') then the answer",
    ),
    ZhCase("plus", "通道是一个加号的形状。", "plus", "extended: 加号"),
    ZhCase("square", "通道组成了一个回字形的外圈。", "square", "回 is drawn as a square ring"),
    ZhCase("L", "通道呈L形。", "L", "extended: the letter with 形"),
    ZhCase("cross", "两条斜线在中心相交，形成叉形。", "cross", "叉形"),
    ZhCase("T", "通道呈丁字形。", "T", "extended: 丁 is drawn as a T"),
    ZhCase("Z", "这个迷宫的形状是Z。", "Z", "the letter after 是 ('is')"),
    ZhCase("C", "形状像字母 C。", "C", "the letter after 字母 ('letter')"),
    ZhCase("spiral", "这个正方形的迷宫里，通道是螺旋形。", "spiral", "a square maze is the grid"),
    ZhCase("triangle", "SHAPE: 三角形", "triangle", "the asked line"),
    ZhCase("square", "它既不是三角形也不是螺旋形，而是正方形。", "square", "neither ... nor"),
    ZhCase("Z", "形状：锯齿形（Z字形）", "Z", "锯齿形, then a note naming the same"),
    ZhCase("house", "通道的形状像一座房子。", "house", "extended: 房子"),
    ZhCase("cross", "我不确定，可能是十字形或者正方形。", "ambiguous", "a hedge"),
    ZhCase("C", "通道呈马蹄形，开口朝下。", "C", "马蹄形 as 'horseshoe'"),
    ZhCase("spiral", "这个图案是一个螺旋。", "spiral", "螺旋"),
    ZhCase("square", "形状：正方形。", "square", "Chinese label and full stop"),
    ZhCase("triangle", "通道沿三条边分布，构成三角。", "triangle", "三角"),
    ZhCase(
        "envelope",
        "通道像一个信封：外框加两条对角线。",
        "envelope",
        "extended: 信封; 外框 ('outer frame') is no keyword",
    ),
]
"""The cases, in the order written (the split is by position)."""

TUNING = CASES[0::2]
HELD_OUT = CASES[1::2]

EXTENDED = frozenset({"plus", "L", "T", "house", "envelope", "N", "H"})
