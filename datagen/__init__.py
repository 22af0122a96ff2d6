"""datagen: question datasets, ground-truth videos and a video scorer for video-model evaluation.

``python -m datagen --task rotation_puzzle --pairs-per-domain 50 --out data/questions --seed 0``
writes one folder per question (first/final frame, prompt, metadata); ``--video`` adds the
ground-truth solution video; ``python -m datagen validate DIR`` checks a folder and
``python -m datagen score --questions DIR --videos VIDEO_DIR`` judges a model's videos. The task
modules (:mod:`datagen.rotation_puzzle`, :mod:`datagen.maze_nav`) expose ``create_dataset`` for
evaluation kits. Importing this package imports nothing heavy.
"""
