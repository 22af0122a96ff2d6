"""A small convolutional feature extractor for MazeNav's one-hot planes (imports torch).

Every MazeNav maze is a shape template translated across the grid, so a convolution, which
treats every position alike, needs far fewer samples than an MLP that must learn each placement
separately. The observation stays the flat ``3 * size * size`` vector of
:func:`agents.rl.wrappers.maze_planes`; the extractor folds it back into ``3 × size × size``.
Selected with ``TrainConfig(extractor="cnn")`` (``--extractor cnn``).
"""

from __future__ import annotations

import math

import torch
from gymnasium import spaces
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from torch import nn

from agents.rl.wrappers import MAZE_PLANES


class GridCNN(BaseFeaturesExtractor):
    """Three 3×3 convolutions (padding keeps the grid size), then one linear layer.

    Args:
        observation_space: the flat ``Box`` of :class:`agents.rl.wrappers.MazeOneHot`.
        planes: planes in the observation (3, or 4 with the visited-cells plane).
        channels: channels of the convolutions.
        features_dim: output size.
    """

    def __init__(
        self,
        observation_space: spaces.Box,
        planes: int = MAZE_PLANES,
        channels: int = 32,
        features_dim: int = 256,
    ) -> None:
        super().__init__(observation_space, features_dim)
        side = math.isqrt(int(observation_space.shape[0]) // planes)
        if side * side * planes != observation_space.shape[0]:
            raise ValueError(
                f"GridCNN needs {planes} square planes, got shape {observation_space.shape}"
            )
        self.side = side
        self.planes = planes
        self.net = nn.Sequential(
            nn.Conv2d(planes, channels, 3, padding=1),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 3, padding=1),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 3, padding=1),
            nn.ReLU(),
            nn.Flatten(),
            nn.Linear(channels * side * side, features_dim),
            nn.ReLU(),
        )

    def forward(self, observations: torch.Tensor) -> torch.Tensor:
        grid = observations.reshape(-1, self.planes, self.side, self.side)
        return self.net(grid)
